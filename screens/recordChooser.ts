import { type ComponentType, createElement } from "react";
import { useSearchParams } from "react-router-dom";
import type { ScreenRoute } from "./types";

/**
 * Gives every detail page that declares its `record` one answer when opened without it: its own
 * heading and the way to a record (the engine's RecordChooser), instead of each page's own bare
 * "choose one". The page itself still answers an id that names nothing.
 */
export function withRecordChoosers(screens: readonly ScreenRoute[]): ScreenRoute[] {
  return screens.map((screen) => {
    const record = screen.record;
    if (!record) return screen;
    const title = screen.title ?? record.what;
    return {
      ...screen,
      load: async () => {
        const [{ default: Screen }, { RecordChooser }] = await Promise.all([
          screen.load(),
          import("../src/client/engine/crud/RecordChooser"),
        ]);
        const WithRecord: ComponentType = () => {
          const [search] = useSearchParams();
          const given = record.params.some((param) => (search.get(param) ?? "").trim() !== "");
          return given
            ? createElement(Screen)
            : createElement(RecordChooser, { title, what: record.what, list: record.list });
        };
        WithRecord.displayName = `WithRecord(${screen.path})`;
        return { default: WithRecord };
      },
    };
  });
}
