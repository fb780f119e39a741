-- Application types published from the portal (issue 12, "New type or new version from the
-- portal"). Each row is one version of a type: its meta.json, form.schema.json and form.ui.json as
-- a registry officer published them (the repository's folders are seeded as version 1 of each
-- type when the server starts). A type has at most one unpublished draft (the editor's work).
CREATE TABLE application_type_versions (
  id serial PRIMARY KEY,
  type_key text NOT NULL CHECK (type_key ~ '^[a-z][a-z0-9_]*$'),
  version integer NOT NULL CHECK (version >= 1),
  -- json, not jsonb: the files keep their key order, which is the order fields render and print in.
  meta json NOT NULL,
  schema json NOT NULL,
  ui_schema json NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  published_by integer REFERENCES users (id) ON DELETE SET NULL,
  published_by_name text,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type_key, version),
  CHECK ((status = 'published') = (published_at IS NOT NULL))
);
CREATE UNIQUE INDEX application_type_versions_one_draft ON application_type_versions (type_key)
  WHERE status = 'draft';

-- The version an application was filled with: a submitted one keeps validating and printing with
-- it; a draft moves to the newest published version when its applicant saves it again.
-- Null on rows older than this migration: they were filled with version 1.
ALTER TABLE application_drafts ADD COLUMN type_version integer CHECK (type_version >= 1);
