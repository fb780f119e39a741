-- Published versions are frozen (issue 21, item 5): a version's form.schema.json `$ref`s the shared
-- pieces of schemas/common, so editing a piece silently changed what old versions asked. Each
-- version now also keeps its form schema bundled when published: every `$ref` inlined, nothing
-- pointing outside the row. Old applications validate and print with it. (meta and ui_schema are
-- stored whole already: `extends` and UI fragments are resolved before a version is stored.)
-- Rows published before this migration are bundled once by the server at start-up, with the
-- pieces as they are then (the nearest to what they asked that can be known).
ALTER TABLE application_type_versions ADD COLUMN bundled_schema json;
