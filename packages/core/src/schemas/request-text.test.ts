import { describe, expect, it } from "vitest";
import { CONTROL_MESSAGE, NUL_MESSAGE, controlCharacterIn, requestTextSchema } from "./request-text.js";

describe("the request text rule", () => {
  it("keeps tabs and line breaks, which are text (a note may have lines)", () => {
    expect(controlCharacterIn({ note: "line one\nline\ttwo\r\n", list: ["a", { b: "c" }] })).toBeNull();
    expect(requestTextSchema.safeParse({ note: "é 😀 \u00a0" }).success).toBe(true);
  });

  it("finds NUL, the other C0 controls and DEL anywhere, with the path", () => {
    expect(controlCharacterIn({ a: [1, "x\u0000"] })).toEqual({ path: ["a", 1], message: NUL_MESSAGE });
    expect(controlCharacterIn({ a: { b: "\u001b[31m" } })).toEqual({ path: ["a", "b"], message: CONTROL_MESSAGE });
    expect(controlCharacterIn("\u007f")).toEqual({ path: [], message: CONTROL_MESSAGE });
    expect(controlCharacterIn({ "bad\u0001key": 1 })).toEqual({ path: ["bad\u0001key"], message: CONTROL_MESSAGE });
  });

  it("reports through zod with the field's path", () => {
    const result = requestTextSchema.safeParse({ answerData: [{ qId: "q\u0000" }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["answerData", 0, "qId"], message: NUL_MESSAGE });
  });
});
