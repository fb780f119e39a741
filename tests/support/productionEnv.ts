/**
 * An environment production starts with: strong secrets and the Remita merchant settings it
 * requires (the sandbox gateway is refused in production). The Remita values are its public demo
 * merchant's; nothing is called with them at start.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  JWT_SECRET: "j".repeat(40),
  COOKIE_SECRET: "c".repeat(40),
  RECEIPT_SIGNING_KEY: "r".repeat(40),
  REMITA_BASE_URL: "https://login.remita.net",
  REMITA_MERCHANT_ID: "2547916",
  REMITA_SERVICE_TYPE_ID: "4430731",
  REMITA_API_KEY: "1946",
} as const;
