// npm run migration:new -- <resource>: writes src/server/db/migrations/NNNN_<resource>.sql so the
// resource's table agrees with schemas/resources/<resource>.json. Review it, then commit it.
import path from "node:path";
import { newMigration } from "../src/server/modules/resources/newMigration";

const name = process.argv[2];
if (!name || name.startsWith("-")) {
  console.error(
    "Usage: npm run migration:new -- <resource>   (the name of schemas/resources/<resource>.json)",
  );
  process.exit(2);
}
try {
  const written = await newMigration({ name });
  if (!written) console.log(`The ${name} table already agrees with its resource file: nothing to write.`);
  else
    console.log(
      `Wrote ${path.relative(process.cwd(), written.file)}; review it, then commit it.\n\n${written.sql}`,
    );
} catch (error) {
  console.error(`migration:new: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
