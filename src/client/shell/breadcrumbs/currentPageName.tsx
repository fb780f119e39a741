import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * The name a screen gives its own page for the last breadcrumb, when the path cannot say it: a
 * scoped list at /school_setup/student_type/1 is "NCE", not "1". The name belongs to the path it
 * was given on, so it never outlives its screen.
 */
interface PageName {
  pathname: string;
  name: string;
}

const PageNameContext = createContext<{
  current: PageName | undefined;
  set: (name: PageName | undefined) => void;
}>({ current: undefined, set: () => {} });

export function CurrentPageNameProvider({ children }: { children: ReactNode }) {
  const [current, set] = useState<PageName>();
  return <PageNameContext.Provider value={{ current, set }}>{children}</PageNameContext.Provider>;
}

/** Names the current page in the breadcrumb while the calling screen shows (undefined: the path's word). */
export function useCurrentPageName(name: string | undefined): void {
  const { pathname } = useLocation();
  const { set } = useContext(PageNameContext);
  useEffect(() => {
    if (name === undefined) return;
    set({ pathname, name });
    return () => set(undefined);
  }, [name, pathname, set]);
}

/** The name the screen at `pathname` gave itself, if any. */
export function usePageNameFor(pathname: string): string | undefined {
  const { current } = useContext(PageNameContext);
  return current?.pathname === pathname ? current.name : undefined;
}
