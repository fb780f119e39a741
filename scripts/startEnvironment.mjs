// What `npm start` and `npm run dev` give the server as NODE_ENV. The server runs with the
// development secrets only when NODE_ENV is exactly "development" or "test" (src/server/config.ts);
// a person trying the portal at a terminal with NODE_ENV unset gets "development", said out loud.
// Without a terminal (a service, a container, CI) nothing is assumed: the server refuses to start
// without real secrets. A NODE_ENV that is set, even misspelled, is passed on as it is.

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} atTerminal whether a person is at a terminal (stdout is a TTY)
 * @returns {{ env: NodeJS.ProcessEnv, note: string | undefined }}
 */
export function startEnvironment(env, atTerminal) {
  if (env.NODE_ENV || !atTerminal) return { env, note: undefined };
  return {
    env: { ...env, NODE_ENV: "development" },
    note: "NODE_ENV is not set: running in development (demo data, development secrets). On a server set NODE_ENV=production.",
  };
}
