-- "Not now" on the rating prompt (issue 20): the prompt stays away until this moment instead of
-- returning on the next page load. Rating clears display_csat_modal for good, as before.
ALTER TABLE users ADD COLUMN rating_prompt_later_until timestamptz;
