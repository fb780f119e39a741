export declare function startEnvironment(
  env: NodeJS.ProcessEnv,
  atTerminal: boolean,
): { env: NodeJS.ProcessEnv; note: string | undefined };
