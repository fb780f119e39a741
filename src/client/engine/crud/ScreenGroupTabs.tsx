import { Classes, Tab, Tabs } from "@blueprintjs/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { GroupTab } from "../../../schema/resourceFile";
import { ArrowBar } from "../../ui/ArrowBar";
import { useNarrowScreen } from "../../ui/useNarrowScreen";
import "./crud.css";

export interface ScreenGroupTabsProps {
  /** What the group is, naming the arrows' navigation on narrow screens ("Course management"). */
  label: string;
  /** The group's screens, in order; one of them is `current`. */
  tabs: ReadonlyArray<Pick<GroupTab, "route" | "title">>;
  /** The route of the screen being shown. */
  current: string;
  /** The current screen: the selected tab's panel. */
  children: ReactNode;
}

/** Which control made a move: the next screen puts focus back on the same one. */
type GroupControl = "tab" | "previous" | "next";

/** Router state of a move made with these tabs: which control, on which bar (nested groups stack two). */
interface GroupTabsState {
  fromGroupTabs: GroupControl;
  groupTabsLabel: string;
}

function controlOf(state: unknown, label: string): GroupControl | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { fromGroupTabs: control, groupTabsLabel } = state as Partial<GroupTabsState>;
  if (groupTabsLabel !== label) return undefined;
  return control === "tab" || control === "previous" || control === "next" ? control : undefined;
}

/** What takes focus after a move, first match wins: the selected tab, or the arrow used (the title once it is disabled). */
const FOCUS_TARGETS: Record<GroupControl, string[]> = {
  tab: ['[role="tab"][aria-selected="true"]'],
  previous: ['[data-arrow="previous"]:not(:disabled)', "[data-group-current]"],
  next: ['[data-arrow="next"]:not(:disabled)', "[data-group-current]"],
};

/**
 * The tab bar over a group of sibling screens (spec 2: "tabs (mobile uses previous/next
 * arrows)"). Each tab is a screen of its own route, so choosing one navigates; the shown screen is
 * the selected tab's panel. Blueprint's Tabs give the keyboard behaviour (arrow keys move between
 * tabs, Enter or Space opens one); since opening one mounts a new screen, the new screen puts
 * focus back on its selected tab. At 767 px and less the row becomes previous / next arrows around
 * the current title.
 */
export function ScreenGroupTabs({ label, tabs, current, children }: ScreenGroupTabsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useNarrowScreen();
  const barRef = useRef<HTMLElement>(null);
  const id = useId();
  const index = tabs.findIndex((tab) => tab.route === current);
  const go = (route: string, control: GroupControl) => {
    if (route !== current)
      navigate(route, { state: { fromGroupTabs: control, groupTabsLabel: label } satisfies GroupTabsState });
  };

  // Only after a move made here, so opening a screen from the menu leaves focus where it was.
  const control = controlOf(location.state, label);
  // Blueprint's Tabs take no label for their tablist; with two bars stacked each needs its name.
  useEffect(() => {
    barRef.current
      ?.querySelector(`:scope > .${Classes.TABS} > [role="tablist"]`)
      ?.setAttribute("aria-label", label);
  });
  useEffect(() => {
    if (!control) return;
    const bar = barRef.current;
    const target = FOCUS_TARGETS[control]
      .map((selector) => bar?.querySelector<HTMLElement>(selector))
      .find((element) => element);
    target?.focus();
  }, [control]);

  if (narrow) {
    const previous = tabs[index - 1];
    const next = tabs[index + 1];
    return (
      <>
        <ArrowBar
          ref={barRef}
          className="crud-group-arrows"
          label={label}
          previous={{
            label: previous ? `Previous: ${previous.title}` : "Previous",
            disabled: !previous,
            onClick: () => previous && go(previous.route, "previous"),
          }}
          next={{
            label: next ? `Next: ${next.title}` : "Next",
            disabled: !next,
            onClick: () => next && go(next.route, "next"),
          }}
        >
          <span className="crud-group-current" tabIndex={-1} data-group-current aria-current="page">
            {tabs[index]?.title}
            <span className="crud-group-position">
              {" "}
              ({index + 1} of {tabs.length})
            </span>
          </span>
        </ArrowBar>
        {children}
      </>
    );
  }

  return (
    <div
      ref={(element) => {
        barRef.current = element;
      }}
      className="crud-group-tabs"
    >
      <Tabs
        id={`group-${id}`}
        selectedTabId={current}
        onChange={(route) => go(String(route), "tab")}
        renderActiveTabPanelOnly
        // The sliding indicator is measured and moved with inline styles; the selected tab's own
        // underline says the same without them.
        animate={false}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.route}
            id={tab.route}
            title={tab.title}
            // Said outright: the arrow keys only move between tabs marked aria-disabled="false", and
            // under React 19 Tab's defaultProps no longer reach the title Tabs renders from it.
            disabled={false}
            panel={tab.route === current ? <div className="crud-group-panel">{children}</div> : undefined}
          />
        ))}
      </Tabs>
    </div>
  );
}
