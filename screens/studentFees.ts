import type { ComponentType } from "react";
import {
  FEE_PAGES,
  type FeePageConfig,
  type FeeStep,
  stepPath,
  stepsOf,
} from "../src/client/features/studentFees/feePages";
import type { ScreenRoute } from "./types";

const feeScreen =
  (key: FeePageConfig["key"], step: FeeStep) => async (): Promise<{ default: ComponentType }> => {
    const { feeScreen } = await import("../src/client/features/studentFees/feeScreens");
    return { default: feeScreen(key, step) };
  };

/**
 * The student fee screens (spec 2, "Student routes"), one route per page and step, all read from
 * the fee pages' configs (src/client/features/studentFees/feePages.ts). Receipts and letters are
 * routed elsewhere.
 */
export const studentFeeScreens: ScreenRoute[] = [
  ...FEE_PAGES.flatMap((page) =>
    stepsOf(page).map((step) => ({ path: stepPath(page, step), load: feeScreen(page.key, step) })),
  ),
  // Where the gateway returns a signed-in student after paying: opens the paid invoice.
  {
    path: "/verify_payment_status",
    load: () => import("../src/client/features/studentFees/PaymentReturnPage"),
  },
];
