// CI's PostgreSQL for the server tests (`.ci/run`): the database of TEST_DATABASE_URL must answer.
// A server that answers without that database gets it created; otherwise the message says which
// is missing — the server, or the database (and why it could not be made).
//   node scripts/prepareTestDatabase.mjs <url>   prints what it found; exit 0 when usable
import { pathToFileURL } from "node:url";
import pg from "pg";

const TIMEOUT_MS = 3000;

/** The server's own maintenance database, to create the missing one from. */
function maintenanceUrl(url) {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}

/** Where the URL points, without its password. */
function describe(url) {
  const parsed = new URL(url);
  return {
    server: `${parsed.hostname}:${parsed.port || 5432}`,
    database: decodeURIComponent(parsed.pathname.slice(1)),
  };
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * @param {string} url
 * @param {(url: string) => Promise<unknown>} [probe] answers undefined when the url's database answers, else the error
 * @returns {Promise<{ usable: boolean, message: string }>}
 */
export async function prepareTestDatabase(url, probe = answers) {
  const { server, database } = describe(url);
  const first = await probe(url);
  if (first === undefined)
    return {
      usable: true,
      message: `PostgreSQL database "${database}" answers at ${server}: server tests run on it too.`,
    };
  // 3D000: invalid_catalog_name — the server answered, the database is not there.
  if (first?.code !== "3D000")
    return {
      usable: false,
      message: `PostgreSQL does not answer at ${server} (${first?.message ?? first}).`,
    };
  const admin = new pg.Client({ connectionString: maintenanceUrl(url), connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } catch (error) {
    return {
      usable: false,
      message: `PostgreSQL answers at ${server}, but database "${database}" is missing and could not be created (${error.message}).`,
    };
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    usable: true,
    message: `PostgreSQL database "${database}" was missing at ${server}: created it; server tests run on it too.`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { usable, message } = await prepareTestDatabase(process.argv[2] ?? "");
  console.log(message);
  process.exit(usable ? 0 : 1);
}
