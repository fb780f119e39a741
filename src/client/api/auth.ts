import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  PasswordLinkBody,
  SetupEmailBody,
  TwoFactorBody,
  VerifyUserBody,
} from "../../contract/auth";
import type { SuccessEnvelope } from "../../contract/envelope";
import { http } from "./http";

/** The calls of `/api/Authentication` about one's own account (spec section 7). */

type MessageOnly = SuccessEnvelope<null>;

export async function loginRequest(userName: string, password: string): Promise<LoginResponse> {
  const body: LoginBody = { userName: userName.trim(), password };
  const res = await http.post<SuccessEnvelope<LoginResponse>>("/Authentication/login", body);
  return res.data.data;
}

/** The second step of signing in: the 6-digit code from the email. */
export async function twoFactorRequest(body: TwoFactorBody): Promise<LoginResponse> {
  const res = await http.post<SuccessEnvelope<LoginResponse>>(
    "/Authentication/two-factor-authentication",
    body,
  );
  return res.data.data;
}

/** Trades the httpOnly refresh cookie for a new access token (the cookie rotates). */
export async function refreshRequest(): Promise<LoginResponse> {
  const res = await http.post<SuccessEnvelope<LoginResponse>>("/Authentication/refresh-token", undefined, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

export async function logoutRequest(): Promise<void> {
  await http.post("/Authentication/logout", undefined, { skipAuthHandling: true });
}

/** Asks for a reset link; answers the server's message (the same whether or not the address is known). */
export async function sendResetPasswordMail(email: string): Promise<string | undefined> {
  const res = await http.post<MessageOnly>("/Authentication/send-reset-password-mail", {
    email: email.trim(),
  });
  return res.data.message;
}

export async function resetPassword(body: PasswordLinkBody): Promise<void> {
  await http.post("/Authentication/reset-password", body);
}

export async function changePassword(body: ChangePasswordBody): Promise<string | undefined> {
  const res = await http.post<MessageOnly>("/Authentication/change-password", body);
  return res.data.message;
}

/** First-time setup: records the address and mails the setup link; answers the server's message. */
export async function sendSetupPasswordEmail(body: SetupEmailBody): Promise<string | undefined> {
  const res = await http.post<MessageOnly>("/Authentication/send-setup-password-email", {
    ...body,
    email: body.email.trim(),
  });
  return res.data.message;
}

export async function setupPassword(body: PasswordLinkBody): Promise<void> {
  await http.post("/Authentication/setup-password", body);
}

/** The same answer whether or not the details matched an account. */
export async function verifyUser(body: VerifyUserBody): Promise<string | undefined> {
  const res = await http.post<MessageOnly>("/Authentication/verify-user", {
    userName: body.userName.trim(),
    contact: body.contact.trim(),
  });
  return res.data.message;
}
