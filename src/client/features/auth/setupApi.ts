import { type Envelope, http } from "../../api/http";

/** The calls of first-time setup (spec section 7, Authentication). Each answers the server's message. */

export async function sendSetupPasswordEmail(body: {
  userId: number;
  email: string;
  setupToken: string;
}): Promise<string | undefined> {
  const res = await http.post<Envelope<null>>("/Authentication/send-setup-password-email", {
    ...body,
    email: body.email.trim(),
  });
  return res.data.message;
}

export async function setupPassword(token: string, password: string, confirmPassword: string): Promise<void> {
  await http.post("/Authentication/setup-password", { token, password, confirmPassword });
}

/** The same answer whether or not the details matched an account. */
export async function verifyUser(userName: string, contact: string): Promise<string | undefined> {
  const res = await http.post<Envelope<null>>("/Authentication/verify-user", {
    userName: userName.trim(),
    contact: contact.trim(),
  });
  return res.data.message;
}
