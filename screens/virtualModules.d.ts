// Modules written by the build's plugins (vite.config.ts).

declare module "virtual:staff-screens" {
  /** The staff's route table as the browser loads it (scripts/staffIndexPlugin.mjs). */
  export const staffScreens: import("./commonScreens").AudienceScreens;
}
