import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

// Not every environment has matchMedia (jsdom); printing there still goes through beforeprint.
const printMedia = () => (typeof window.matchMedia === "function" ? window.matchMedia("print") : null);

/**
 * The print-only review typesets every missed question with its formulas: a few hundred milliseconds
 * of main-thread work on a phone, for a page that is rarely printed. So it renders only when printing
 * is asked for: the Print button (`render`), the browser's own print command (`beforeprint`, which
 * fires before the page is laid out for paper) and print media emulation (a `print` media change,
 * e.g. a headless PDF). Both listeners render synchronously, because the browser lays the page out
 * for paper as soon as they return. Once rendered it stays, so a second print costs nothing.
 */
export function usePrintContent() {
  // A page opened straight into print media (a PDF renderer) gets no change event.
  const [wanted, setWanted] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    if (wanted) return;
    const now = () => flushSync(() => setWanted(true));
    const media = printMedia();
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches) now();
    };
    window.addEventListener("beforeprint", now);
    media?.addEventListener("change", onMedia);
    return () => {
      window.removeEventListener("beforeprint", now);
      media?.removeEventListener("change", onMedia);
    };
  }, [wanted]);
  return { wanted, render: () => setWanted(true) };
}
