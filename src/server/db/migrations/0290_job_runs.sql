-- When each background job (payment reconciliation, housekeeping) last ran, whichever process ran
-- it: a process runs a job only when it claims the round here, so N processes behind one
-- PostgreSQL make one gateway check per interval, not N (db/jobRuns.ts).
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
