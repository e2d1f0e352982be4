import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { RichText } from "../../../../components/ui/rich-text";
import { ATOM } from "../../../../components/ui/text-map";
import { DomText } from "./dom-text";
import { loadKatex } from "../../../../components/ui/katex-loader";

// KaTeX loads on demand (katex-loader.ts); these tests typeset from the start.
beforeAll(() => loadKatex());

describe("DomText", () => {
  it("reads a formula as one character and converts DOM points and visible ranges both ways", () => {
    const { container } = render(<RichText text="Let $x+1$ be five." />);
    const dom = new DomText(container);
    expect(dom.text).toBe(`Let ${ATOM} be five.`);
    expect(dom.range(0, 3)?.toString()).toBe("Let");
    const formula = container.querySelector(".math-text__formula");
    const inside = formula?.querySelector(".katex-html")?.firstChild ?? null;
    expect(inside).not.toBeNull();
    if (!inside || !formula) return;
    expect(dom.indexOf(inside, 0, "start")).toBe(4);
    expect(dom.indexOf(inside, 0, "end")).toBe(5);
    const around = dom.range(4, 8);
    expect(around?.toString().endsWith(" be")).toBe(true);
    expect(around?.startContainer).toBe(formula.parentNode);
    // A point between elements counts the text before it.
    expect(dom.indexOf(container, 0, "start")).toBe(0);
    expect(dom.indexOf(container, container.childNodes.length, "end")).toBe(dom.text.length);
  });
});
