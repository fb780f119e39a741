-- The audit trail of every admin write (DESIGN.md, "What the server owns"). Written in the same
-- transaction as the change it records, so a rolled-back change leaves no entry.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor_name text,
  impersonator_id integer,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  ip text,
  user_agent text
);

-- "What happened to this record" and "what did this person do", newest first.
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);

-- Notice categories become an admin list (schemas/resources/notice-categories.json) that can be
-- switched off rather than deleted once notices use them.
ALTER TABLE notice_categories ADD COLUMN active boolean NOT NULL DEFAULT true;

-- A notice's category is a category's name. Any name already in use becomes a category first, so
-- the key can be added to a database that has data.
INSERT INTO notice_categories (name)
  SELECT DISTINCT category FROM notices
  ON CONFLICT (name) DO NOTHING;
ALTER TABLE notices
  ADD CONSTRAINT notices_category_fkey FOREIGN KEY (category)
  REFERENCES notice_categories (name) ON UPDATE CASCADE;

-- The notice board grid: the category filter (and the key check when a category is deleted), and
-- its sortable columns; id breaks ties so a page is stable.
CREATE INDEX notices_category_idx ON notices (category, id);
CREATE INDEX notices_start_date_idx ON notices (start_date, id);
CREATE INDEX notices_title_idx ON notices (title, id);
CREATE INDEX notices_sender_name_idx ON notices (sender_name, id);
