-- A notification naming an RRR the portal never made used to leave a flagged "unknown_rrr" payment
-- whatever the gateway said of it, so a flood of invented RRRs filled the bursary's payments list.
-- Only an RRR the gateway calls paid (codes 00 and 01) is money to trace now; the claims it never
-- confirmed are nobody's payment and go.
DELETE FROM payments
WHERE outcome = 'unknown_rrr' AND invoice_id IS NULL AND gateway_code NOT IN ('00', '01');
