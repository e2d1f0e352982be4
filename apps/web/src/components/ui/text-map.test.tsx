import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { DomText } from "../../features/practice-tests/runner/annotations/dom-text";
import { Passage } from "./passage";
import { RichText } from "./rich-text";
import { ATOM, passageMap, richTextMap, toSource, toVisible, trimVisible } from "./text-map";
import { loadKatex } from "./katex-loader";

// KaTeX loads on demand (katex-loader.ts); these tests typeset from the start.
beforeAll(() => loadKatex());

describe("text maps", () => {
  it("maps a prompt's visible characters to the source, formulas, blanks and escapes included", () => {
    const source = "If $x^2$ costs \\$5, fill ____ in.";
    const map = richTextMap(source);
    expect(map.text).toBe(`If ${ATOM} costs $5, fill ${ATOM} in.`);
    // The formula is source [3, 8); the escaped dollar sign [15, 17); the blank [25, 29).
    expect([map.starts[3], map.ends[3]]).toEqual([3, 8]);
    const dollar = map.text.indexOf("$");
    expect([map.starts[dollar], map.ends[dollar]]).toEqual([15, 17]);
    const blank = map.text.lastIndexOf(ATOM);
    expect([map.starts[blank], map.ends[blank]]).toEqual([25, 29]);
    // "costs $5" on screen is "costs \$5" in the source.
    const a = map.text.indexOf("costs");
    expect(toSource(map, a, a + 8)).toEqual({ start: 9, end: 18 });
    expect(source.slice(9, 18)).toBe("costs \\$5");
    expect(toVisible(map, 9, 18)).toEqual({ a, b: a + 8 });
  });

  it("maps a passage block by block: headings, bullets, table cells", () => {
    const source = "Text 1\n  First line.\n• Note one\nA | B\n1 | 2";
    const map = passageMap(source);
    expect(map.text).toBe("Text 1First line.Note oneAB12");
    const first = map.text.indexOf("First");
    expect(toSource(map, first, first + 11)).toEqual({ start: 9, end: 20 });
    const note = map.text.indexOf("Note");
    expect(source.slice(map.starts[note], map.ends[note + 7])).toBe("Note one");
    expect(source.slice(map.starts[map.text.indexOf("2")], map.ends[map.text.indexOf("2")])).toBe("2");
  });

  it("trims white space off a selection and refuses an empty one", () => {
    const map = richTextMap("  two words  ");
    expect(trimVisible(map, 0, 13)).toEqual({ a: 2, b: 11 });
    expect(trimVisible(map, 0, 2)).toBeNull();
    expect(toSource(map, 3, 3)).toBeNull();
  });

  it("agrees with the rendered text of every passage and prompt in the content packs", () => {
    const packs = resolve(__dirname, "../../../../../content/packs");
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith(".md") && !name.startsWith("README")) files.push(path);
      });
    walk(packs);
    expect(files.length).toBeGreaterThan(1000);
    const section = (text: string, name: string) =>
      new RegExp(`^## ${name}\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, "m").exec(text)?.[1]?.trim() ?? "";
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const [source, map, element] of [
        [section(text, "Passage"), passageMap, (s: string) => <Passage text={s} />],
        [section(text, "Question"), richTextMap, (s: string) => <RichText text={s} />],
      ] as const) {
        if (!source) continue;
        const { container, unmount } = render(element(source));
        expect(new DomText(container).text, file).toBe(map(source).text);
        unmount();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1500);
  }, 120_000);
});
