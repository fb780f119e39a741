-- Satisfaction ratings from the signed-in prompt (spec sections 3, 4 and 9: 1 Poor … 5 Excellent).
CREATE TABLE ratings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (comment IS NULL OR char_length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ratings_user_idx ON ratings (user_id);

-- Per-user notifications behind the top bar's bell (spec sections 2, 3 and 4). The category
-- decides where a click leads; request_properties carries what that screen needs
-- (e.g. { "sessionId": 12, "semesterId": 1 } for lecturerCourses).
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_type text NOT NULL,
  notification_category text NOT NULL,
  message text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  request_properties jsonb,
  date_created timestamptz NOT NULL DEFAULT now()
);
-- The bell asks for one user's notifications of the last 7 days, newest first.
CREATE INDEX notifications_user_recent_idx ON notifications (user_id, date_created DESC);
