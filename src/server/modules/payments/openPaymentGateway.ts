import type { PaymentGateway } from "./gateway/paymentGateway";
import { createRemitaGateway } from "./gateway/remitaGateway";
import type { PaymentConfig } from "./paymentConfig";
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
  const sandbox = await startSandboxGateway({
    port: config.sandbox.port,
    host: config.sandbox.host,
    webhookUrl: config.sandbox.webhookUrl,
    ...(log ? { log } : {}),
  });
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
