import { ConfigError } from "../../configError";
import type { PaymentGateway } from "./gateway/paymentGateway";
import { createRemitaGateway } from "./gateway/remitaGateway";
import type { PaymentConfig, SandboxGatewayConfig } from "./paymentConfig";
import { type RunningSandboxGateway, startSandboxGateway } from "./sandbox/sandboxGateway";

export interface OpenPaymentGateway {
  gateway: PaymentGateway;
  /** The sandbox server when the sandbox is configured (its address, for logs). */
  sandbox: RunningSandboxGateway | undefined;
  close(): Promise<void>;
}

/**
 * The gateway the configuration asks for: Remita directly, or the sandbox started here and the
 * same Remita adapter pointed at it. The caller closes it when the server stops.
 */
export async function openPaymentGateway(
  config: PaymentConfig,
  log?: (message: string) => void,
): Promise<OpenPaymentGateway> {
  if (config.gateway === "remita") {
    return {
      gateway: createRemitaGateway({ ...config.remita, timeoutMs: config.timeoutMs }),
      sandbox: undefined,
      close: async () => {},
    };
  }
  const sandbox = await startSandbox(config.sandbox, log);
  const gateway = createRemitaGateway(
    {
      baseUrl: sandbox.url,
      payPageBaseUrl: config.sandbox.publicUrl ?? sandbox.url,
      ...sandbox.credentials,
      timeoutMs: config.timeoutMs,
    },
    "sandbox",
  );
  return { gateway, sandbox, close: () => sandbox.close() };
}

const portTaken = (error: unknown) => (error as { code?: string }).code === "EADDRINUSE";

/**
 * The sandbox on its port (SANDBOX_GATEWAY_PORT, 3100 by default). When another program holds
 * that port, the sandbox takes a free one and says so — unless SANDBOX_GATEWAY_PUBLIC_URL names
 * the taken port for the payer's browser, when the start stops naming the setting to change.
 */
async function startSandbox(
  config: SandboxGatewayConfig,
  log?: (message: string) => void,
): Promise<RunningSandboxGateway> {
  const start = (port: number) =>
    startSandboxGateway({ port, host: config.host, webhookUrl: config.webhookUrl, ...(log ? { log } : {}) });
  try {
    return await start(config.port);
  } catch (error) {
    if (!portTaken(error)) throw error;
    const where = `${config.host}:${config.port}`;
    if (config.publicUrl !== undefined)
      throw new ConfigError(
        `The sandbox payment gateway cannot listen on ${where}: another program uses that port. Stop it, or set SANDBOX_GATEWAY_PORT (and SANDBOX_GATEWAY_PUBLIC_URL) to a free port.`,
      );
    const sandbox = await start(0);
    (log ?? console.warn)(
      `Port ${config.port} is taken by another program, so the sandbox payment gateway listens on ${sandbox.port} instead (set SANDBOX_GATEWAY_PORT to choose).`,
    );
    return sandbox;
  }
}
