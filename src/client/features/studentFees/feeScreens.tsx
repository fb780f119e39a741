import type { ComponentType } from "react";
import { FeeGenerateStep } from "./FeeGenerateStep";
import { FeeHome } from "./FeeHome";
import { FeeInvoiceStep } from "./FeeInvoiceStep";
import { FeeSessionStep } from "./FeeSessionStep";
import { Form11 } from "./Form11";
import { FEE_PAGES, type FeePageConfig, type FeeStep } from "./feePages";

const STEP_COMPONENTS: Record<FeeStep, ComponentType<{ page: FeePageConfig }>> = {
  home: FeeHome,
  session: FeeSessionStep,
  generate: FeeGenerateStep,
  invoice: FeeInvoiceStep,
  form11: Form11,
};

/**
 * One screen component per page and step, made once (a stable component per route, so moving
 * between routes never remounts a screen for nothing): each is the step's component given its
 * page's config.
 */
const screens = new Map<string, ComponentType>(
  FEE_PAGES.flatMap((page) =>
    (Object.keys(STEP_COMPONENTS) as FeeStep[]).map((step) => {
      const Step = STEP_COMPONENTS[step];
      const Screen = () => <Step page={page} />;
      Screen.displayName = `FeeScreen(${page.key}, ${step})`;
      return [`${page.key}:${step}`, Screen] as const;
    }),
  ),
);

export function feeScreen(key: FeePageConfig["key"], step: FeeStep): ComponentType {
  const screen = screens.get(`${key}:${step}`);
  if (!screen) throw new Error(`no fee screen ${key}:${step}`);
  return screen;
}
