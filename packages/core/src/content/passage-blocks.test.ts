import { describe, expect, it } from "vitest";
import { passageBlocks } from "./passage-blocks";

describe("passageBlocks", () => {
  it("reads paragraphs, paired-text headings, notes and tables", () => {
    const text = [
      "Text 1",
      "First passage.",
      "Text 2",
      "Second passage.",
      "While researching a topic, a student has taken the following notes:",
      "• One.",
      "• Two.",
      "Park | 2018 | 2023",
      "Birchwood | 410 | 455",
      "Elk Ridge | 120 | 230",
      "",
      "After the table.",
    ].join("\n");
    expect(passageBlocks(text)).toEqual([
      { kind: "heading", text: "Text 1" },
      { kind: "paragraph", text: "First passage." },
      { kind: "heading", text: "Text 2" },
      { kind: "paragraph", text: "Second passage." },
      { kind: "paragraph", text: "While researching a topic, a student has taken the following notes:" },
      { kind: "list", items: ["One.", "Two."] },
      {
        kind: "table",
        header: ["Park", "2018", "2023"],
        rows: [
          ["Birchwood", "410", "455"],
          ["Elk Ridge", "120", "230"],
        ],
      },
      { kind: "paragraph", text: "After the table." },
    ]);
  });

  it("keeps a single paragraph and ignores blank lines", () => {
    expect(passageBlocks("  One line. \n\n")).toEqual([{ kind: "paragraph", text: "One line." }]);
    expect(passageBlocks("")).toEqual([]);
  });
});

describe("passageBlocks and formulas", () => {
  it("does not read an absolute value as a table", () => {
    expect(passageBlocks("The equation $| x | = 3$ holds.")).toEqual([
      { kind: "paragraph", text: "The equation $| x | = 3$ holds." },
    ]);
  });
});
