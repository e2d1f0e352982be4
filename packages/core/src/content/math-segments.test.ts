import { describe, expect, it } from "vitest";
import { splitMath } from "./math-segments";

const text = (value: string) => ({ kind: "text", value });
const inline = (value: string) => ({ kind: "inline", value });
const display = (value: string) => ({ kind: "display", value });

describe("splitMath", () => {
  it("returns nothing for empty text and one text segment for plain text", () => {
    expect(splitMath("")).toEqual([]);
    expect(splitMath("No math here.")).toEqual([text("No math here.")]);
  });

  it("recognises $…$ and \\(…\\) as inline math", () => {
    expect(splitMath("If $x^2 = 9$, then \\(x = \\pm 3\\).")).toEqual([
      text("If "),
      inline("x^2 = 9"),
      text(", then "),
      inline("x = \\pm 3"),
      text("."),
    ]);
  });

  it("recognises $$…$$ and \\[…\\] as display math", () => {
    expect(splitMath("Solve $$x + 1 = 2$$ and \\[\\frac{a}{b}\\]")).toEqual([
      text("Solve "),
      display("x + 1 = 2"),
      text(" and "),
      display("\\frac{a}{b}"),
    ]);
  });

  it("keeps math at the very start and end, and adjacent formulas apart", () => {
    expect(splitMath("$a$$b$")).toEqual([inline("a"), inline("b")]);
    expect(splitMath("$$a$$$b$")).toEqual([display("a"), inline("b")]);
  });

  it("reads \\$ outside math as a literal dollar sign", () => {
    expect(splitMath("It costs \\$5 and \\$10.")).toEqual([text("It costs $5 and $10.")]);
    expect(splitMath("\\$3 per $n$ items")).toEqual([text("$3 per "), inline("n"), text(" items")]);
  });

  it("does not close a formula on an escaped delimiter inside it", () => {
    expect(splitMath("$\\$5 + x$ total")).toEqual([inline("\\$5 + x"), text(" total")]);
    expect(splitMath("\\(a \\\\) b\\)")).toEqual([inline("a \\\\) b")]);
    expect(splitMath("$$a \\$$ b$$")).toEqual([display("a \\$$ b")]);
  });

  it("leaves an unclosed delimiter as text", () => {
    expect(splitMath("Price: $5")).toEqual([text("Price: $5")]);
    expect(splitMath("Open \\(x + 1")).toEqual([text("Open \\(x + 1")]);
    expect(splitMath("Open \\[x")).toEqual([text("Open \\[x")]);
    expect(splitMath("$$x")).toEqual([text("$$x")]);
  });

  it("still finds formulas after an unclosed delimiter", () => {
    expect(splitMath("\\(oops and $y$")).toEqual([text("\\(oops and "), inline("y")]);
  });

  it("does not mix delimiter pairs", () => {
    expect(splitMath("\\(x$ and $y\\)")).toEqual([inline("x$ and $y")]);
    expect(splitMath("$x\\)$")).toEqual([inline("x\\)")]);
  });

  it("keeps empty formulas and multi-line display math", () => {
    expect(splitMath("a $$$$ b")).toEqual([text("a "), display(""), text(" b")]);
    expect(splitMath("$$\na\n$$")).toEqual([display("\na\n")]);
  });

  it("leaves other backslashes in text alone", () => {
    expect(splitMath("C:\\path \\n")).toEqual([text("C:\\path \\n")]);
  });
});
