/** A setting the server cannot start with; its message says which variable and why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
