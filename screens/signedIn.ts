import type { Audience } from "../src/client/session/loginFlow";
import type { AudienceScreens } from "./commonScreens";
import { staffScreens } from "./staffScreens";
import { studentScreens } from "./studentScreens";

export type { AudienceScreens } from "./commonScreens";

/**
 * Route sets by audience (spec section 2, "Route set by role"), each inside the application frame.
 * The browser loads only the signed-in audience's table (App imports screens/staffScreens.ts or
 * screens/studentScreens.ts); this record of both is for tests and tools.
 */
export const signedInScreens: Record<Audience, AudienceScreens> = {
  student: studentScreens,
  staff: staffScreens,
};
