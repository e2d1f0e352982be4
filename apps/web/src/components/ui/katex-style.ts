import "katex/dist/katex.min.css";

/*
 * Formulas are laid out in KaTeX's fonts. Asking for them as soon as KaTeX loads keeps text from
 * moving when they arrive: a formula first laid out in a fallback font changes width and pushes
 * the rest (layout shift).
 */
if (typeof document !== "undefined" && "fonts" in document) {
  for (const font of ["1em KaTeX_Main", "italic 1em KaTeX_Math", "bold 1em KaTeX_Main", "1em KaTeX_Size1"])
    void document.fonts.load(font).catch(() => undefined);
}
