// The pages whose cold loads are budgeted, as the build's manifest names their modules: read by
// bundle.mjs (the budgets) and bundleModules.mjs (what a page's JavaScript is made of).

const signedInStudent = ["screens/studentScreens.ts", "src/client/shell/AppFrame.tsx"];

/** Each budgeted page: its name, its budget (budgets.mjs) and its own chunks' modules (manifest keys). */
export const PAGES = [
  { name: "Landing page (/)", budget: "landing", modules: ["src/client/features/landing/LandingPage.tsx"] },
  { name: "Sign-in (/login)", budget: "signIn", modules: ["src/client/features/auth/LoginPage.tsx"] },
  {
    name: "Applicant sign-in (/nce_login)",
    budget: "signIn",
    modules: ["src/client/features/applications/ApplicantLoginPage.tsx"],
  },
  {
    name: "Student dashboard (/dashboard, signed-in reload)",
    budget: "studentDashboard",
    modules: [...signedInStudent, "src/client/features/dashboard/DashboardPage.tsx"],
  },
  {
    name: "Student results (/results, signed-in reload)",
    budget: "results",
    modules: [...signedInStudent, "src/client/features/results/ResultsPage.tsx"],
  },
  {
    name: "Application wizard (/nce_application, reload)",
    budget: "wizard",
    // The page, the prebuilt NCE type and the type's own validators (screens/applications.ts).
    modules: [
      "src/client/features/applications/ApplicationWizardPage.tsx",
      "src/client/features/applications/applicationTypes.ts",
      // NCE as the build checked and bundled it (scripts/build-validators.ts).
      "src/client/features/applications/validators/nce/type.json",
      "src/client/features/applications/typeValidators.ts",
      "src/client/features/applications/validators/nce/index.js",
    ],
  },
  {
    name: "Admin list opened cold (departments)",
    budget: "adminList",
    // The staff route table's light index (scripts/staffIndexPlugin.mjs; a resource list needs no
    // area chunk), the frame, the list screen, its group's tab bar (screens/groupTabs.ts) and its
    // resource file (screens/resources.ts). The row form, fetched on first Add or Edit, is not part of it.
    modules: [
      "virtual:staff-screens",
      "src/client/shell/AppFrame.tsx",
      "src/client/engine/crud/resourceScreen.tsx",
      "src/client/engine/crud/GroupTabsFrame.tsx",
      "schemas/resources/departments.json",
    ],
  },
];
