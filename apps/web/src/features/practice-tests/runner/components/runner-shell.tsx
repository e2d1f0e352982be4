import { useEffect, useRef, type ReactNode } from "react";

/**
 * The runner covers the whole window, as test day does: the app's sidebar and header stay mounted
 * underneath but are made inert, so Tab and screen readers stay inside the test. Live regions
 * (toasts) and dialogs are left alone.
 */
export function RunnerShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shell = ref.current;
    if (!shell) return;
    const madeInert: Element[] = [];
    for (let node: Element | null = shell; node && node !== document.body; node = node.parentElement) {
      const parent: Element | null = node.parentElement;
      if (!parent) break;
      for (const sibling of Array.from(parent.children)) {
        if (sibling === node || sibling.hasAttribute("inert")) continue;
        if (sibling.matches("script, dialog, [aria-live]")) continue;
        sibling.setAttribute("inert", "");
        madeInert.push(sibling);
      }
    }
    document.documentElement.classList.add("runner-open");
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      document.documentElement.classList.remove("runner-open");
    };
  }, []);
  return (
    <div ref={ref} className="runner">
      {children}
    </div>
  );
}
