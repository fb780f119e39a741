-- Country drop-downs list Nigeria first, then the rest alphabetically (the college is Nigerian:
-- nearly every applicant picks it, and scrolling to "N" for it is a needless step). A declared
-- column rather than a special case in code, so the registry can pin another country the same way
-- (schemas/resources/countries.json: "lookup.order": ["-pinned", "name"]).
-- Databases seeded before this migration get Nigeria pinned here; a fresh database gets it from
-- the reference-list seed (seed/referenceLists.ts), which runs after the migrations.
ALTER TABLE countries ADD COLUMN pinned boolean NOT NULL DEFAULT false;
UPDATE countries SET pinned = true WHERE code = 'NG';
