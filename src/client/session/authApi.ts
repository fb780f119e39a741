import type { LoginResponse } from "../../server/modules/auth/loginService";
import { type Envelope, http } from "../api/http";

export async function loginRequest(userName: string, password: string): Promise<LoginResponse> {
  const res = await http.post<Envelope<LoginResponse>>("/Authentication/login", {
    userName: userName.trim(),
    password,
  });
  return res.data.data;
}

/** Trades the httpOnly refresh cookie for a new access token (the cookie rotates). */
export async function refreshRequest(): Promise<LoginResponse> {
  const res = await http.post<Envelope<LoginResponse>>("/Authentication/refresh-token", undefined, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

export async function logoutRequest(): Promise<void> {
  await http.post("/Authentication/logout", undefined, { skipAuthHandling: true });
}
