import { AxiosError } from "axios";
import { type Envelope, http } from "../../api/http";

/** Asks for a reset link; answers the server's message (the same whether or not the address is known). */
export async function sendResetPasswordMail(email: string): Promise<string | undefined> {
  const res = await http.post<Envelope<null>>("/Authentication/send-reset-password-mail", {
    email: email.trim(),
  });
  return res.data.message;
}

export async function resetPassword(token: string, password: string, confirmPassword: string): Promise<void> {
  await http.post("/Authentication/reset-password", { token, password, confirmPassword });
}

export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string | undefined> {
  const res = await http.post<Envelope<null>>("/Authentication/change-password", body);
  return res.data.message;
}

/** The server's field errors of a failed call, by field name (first message per field). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    for (const { path, message } of body?.errors ?? []) if (path && !found[path]) found[path] = message;
  }
  return found;
}
