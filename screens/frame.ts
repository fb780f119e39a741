/**
 * The application frame every signed-in table renders its screens in. A module of its own: the
 * staff's index imports it at sign-in, while the signed-in basics (commonScreens.ts) load with
 * their first screen.
 */
export const frame = () => import("../src/client/shell/AppFrame");
