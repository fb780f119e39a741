import type { LoginResponse } from "../../contract/auth";

/** Where a login response leads (spec section 4, "Login"), checked in the spec's order. */
export type LoginStep =
  | { kind: "changeEmail" }
  | { kind: "verifyOtp" }
  | { kind: "failed"; message: string }
  | { kind: "signedIn" };

export const ALLOWED_USER_TYPES = ["lecturer", "student", "official"] as const;

export const LOGIN_MESSAGES = {
  title: "Login Failed!",
  fallback: "Login failed, please check your details ",
  userType: "User type can't be granted log in access",
  emptyMenu: "User doesn't have any menu items. Please contact your administrator.",
  userNameRequired: "please input your username",
  passwordRequired: "please input your password",
} as const;

export function nextLoginStep(response: LoginResponse): LoginStep {
  if (!response.oldUser) return { kind: "changeEmail" };
  const userType = response.userType.toLowerCase();
  if (!(ALLOWED_USER_TYPES as readonly string[]).includes(userType)) {
    return { kind: "failed", message: LOGIN_MESSAGES.userType };
  }
  if (response.twoFactor) return { kind: "verifyOtp" };
  if (response.menuItems.length === 0 || !response.jwtToken)
    return { kind: "failed", message: LOGIN_MESSAGES.emptyMenu };
  return { kind: "signedIn" };
}

/** The audience a signed-in user belongs to, which decides the route set (spec "Route set by role"). */
export type Audience = "student" | "staff";

export function audienceOf(userType: string): Audience {
  return userType.toLowerCase() === "student" ? "student" : "staff";
}
