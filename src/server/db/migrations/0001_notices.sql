-- Notices shown on the public landing page and, later, on the notice board.
CREATE TABLE notice_categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO notice_categories (name) VALUES
  ('Undergraduate'), ('Prospective Students'), ('Postgraduate'), ('All Students'), ('Staff');

CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  category text NOT NULL,
  description text NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  sender_name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date)
);

-- The landing page asks for active notices that have started, newest first.
CREATE INDEX notices_current_idx ON notices (start_date DESC) WHERE active;
