import { describe, expect, it } from "vitest";
import { isCorrectAnswer, validateSprInput, type GradableQuestion } from "./answer-matching.js";

const mcq = (correctOption: "A" | "B" | "C" | "D"): GradableQuestion => ({ type: "mcq", correctOption });
const spr = (...acceptedAnswers: string[]): GradableQuestion => ({ type: "spr", acceptedAnswers });
const typed = (userAnswer: string) => ({ userOption: "", userAnswer });
const chosen = (userOption: string) => ({ userOption, userAnswer: "" });

describe("isCorrectAnswer: multiple choice", () => {
  it.each(["Option B", "B", "b", "option b", " Option  B ", "B."])("reads %j as B, the key", (option) => {
    expect(isCorrectAnswer(mcq("B"), chosen(option))).toBe(true);
  });

  it.each(["Option A", "Option C", "D", "Option E", "E", "BB", "Option", "1", "Option B or C"])(
    "marks %j wrong when the key is B",
    (option) => {
      expect(isCorrectAnswer(mcq("B"), chosen(option))).toBe(false);
    },
  );

  it("grades every letter against its own key", () => {
    for (const key of ["A", "B", "C", "D"] as const)
      for (const option of ["A", "B", "C", "D"])
        expect(isCorrectAnswer(mcq(key), chosen(`Option ${option}`))).toBe(option === key);
  });

  it("ignores a typed answer: only the chosen option counts", () => {
    expect(isCorrectAnswer(mcq("A"), { userOption: "", userAnswer: "A" })).toBe(false);
  });

  it("marks an unanswered question wrong", () => {
    expect(isCorrectAnswer(mcq("A"), chosen(""))).toBe(false);
    expect(isCorrectAnswer(mcq("A"), {})).toBe(false);
    expect(isCorrectAnswer(mcq("A"), { userOption: null })).toBe(false);
    expect(isCorrectAnswer(mcq("A"), null)).toBe(false);
    expect(isCorrectAnswer(mcq("A"), undefined)).toBe(false);
  });

  it("marks everything wrong when the question has no key", () => {
    expect(isCorrectAnswer({ type: "mcq" }, chosen("A"))).toBe(false);
  });
});

describe("isCorrectAnswer: student-produced response", () => {
  it("accepts every listed form, after the spec's normalisation (case, spaces, commas)", () => {
    const q = spr("7/2", "3.5");
    for (const answer of ["7/2", "3.5", " 7 / 2 ", "3.5 "]) expect(isCorrectAnswer(q, typed(answer))).toBe(true);
    expect(isCorrectAnswer(spr("1000"), typed("1,000"))).toBe(true);
    expect(isCorrectAnswer(spr("x"), typed("X"))).toBe(true);
  });

  it("keeps the decimal point: 3.5 is not 35 (the spec's period stripping is not applied)", () => {
    expect(isCorrectAnswer(spr("3.5"), typed("35"))).toBe(false);
    expect(isCorrectAnswer(spr("35"), typed("3.5"))).toBe(false);
    expect(isCorrectAnswer(spr("0.5"), typed("05"))).toBe(false);
    expect(isCorrectAnswer(spr("12"), typed("1.2"))).toBe(false);
  });

  it.each([
    ["7/2", "3.5"],
    ["7/2", "3.50"],
    ["7/2", "14/4"],
    ["3.5", "7/2"],
    ["0.75", ".75"],
    [".75", "0.75"],
    ["3/4", ".75"],
    ["-5/2", "-2.5"],
    ["-2.5", "-5/2"],
    ["-0.5", "-.5"],
    ["2", "2.0"],
    ["2", "4/2"],
    ["0", "0.0"],
    ["1.5/2", ".75"],
  ])("accepts a numerically equal answer: key %j, answer %j", (key, answer) => {
    expect(isCorrectAnswer(spr(key), typed(answer))).toBe(true);
  });

  it.each([
    ["-5/2", "5/2"],
    ["5/2", "-5/2"],
    ["7/2", "3.4"],
    ["3/4", ".7"],
    ["2", "2/0"],
    ["1/0", "1/0x"],
  ])("refuses a different number: key %j, answer %j", (key, answer) => {
    expect(isCorrectAnswer(spr(key), typed(answer))).toBe(false);
  });

  it("accepts 2/3 truncated or rounded to fill the box, and nothing shorter", () => {
    const q = spr("2/3");
    for (const answer of [".6666", ".6667", "0.666", "0.667", "2/3", "4/6"])
      expect(isCorrectAnswer(q, typed(answer))).toBe(true);
    for (const answer of ["0.67", ".66", ".67", "0.6", ".7", "1", ".6665", ".6668", "0.668", "00.67", "0.6666"])
      expect(isCorrectAnswer(q, typed(answer))).toBe(false);
  });

  it("accepts a negative value truncated or rounded to fill the six-character box", () => {
    const q = spr("-2/3");
    for (const answer of ["-.6666", "-.6667", "-0.666", "-0.667"]) expect(isCorrectAnswer(q, typed(answer))).toBe(true);
    for (const answer of ["-0.67", "-.666", ".6666", "-.6668"]) expect(isCorrectAnswer(q, typed(answer))).toBe(false);
  });

  it("fills the box after the whole-number part too", () => {
    expect(isCorrectAnswer(spr("11/3"), typed("3.666"))).toBe(true);
    expect(isCorrectAnswer(spr("11/3"), typed("3.667"))).toBe(true);
    expect(isCorrectAnswer(spr("11/3"), typed("3.67"))).toBe(false);
    expect(isCorrectAnswer(spr("100/7"), typed("14.28"))).toBe(true);
    expect(isCorrectAnswer(spr("100/7"), typed("14.29"))).toBe(true);
    expect(isCorrectAnswer(spr("100/7"), typed("14.3"))).toBe(false);
    expect(isCorrectAnswer(spr("-100/7"), typed("-14.28"))).toBe(true);
  });

  it("rounds half up at the last digit of the box", () => {
    expect(isCorrectAnswer(spr("0.12345"), typed(".1235"))).toBe(true);
    expect(isCorrectAnswer(spr("0.12345"), typed(".1234"))).toBe(true);
    expect(isCorrectAnswer(spr("0.12345"), typed("0.123"))).toBe(true);
    expect(isCorrectAnswer(spr("0.12345"), typed(".1236"))).toBe(false);
  });

  it("accepts any listed form, numerically or by the box rule", () => {
    const q = spr("11/3", "3.666", "3.667");
    for (const answer of ["11/3", "3.666", "3.667", "22/6"]) expect(isCorrectAnswer(q, typed(answer))).toBe(true);
  });

  it("marks an unanswered or blank answer wrong", () => {
    expect(isCorrectAnswer(spr("0"), typed(""))).toBe(false);
    expect(isCorrectAnswer(spr("0"), typed("   "))).toBe(false);
    expect(isCorrectAnswer(spr("0"), { userAnswer: null })).toBe(false);
    expect(isCorrectAnswer(spr("0"), undefined)).toBe(false);
    expect(isCorrectAnswer(spr("0"), chosen("Option A"))).toBe(false);
  });

  it("marks everything wrong when no accepted form is listed, or only blank ones", () => {
    expect(isCorrectAnswer({ type: "spr" }, typed("3"))).toBe(false);
    expect(isCorrectAnswer(spr(" "), typed(" "))).toBe(false);
  });

  it("refuses answers with symbols the rules forbid", () => {
    expect(isCorrectAnswer(spr("50"), typed("50%"))).toBe(false);
    expect(isCorrectAnswer(spr("50"), typed("$50"))).toBe(false);
  });
});

describe("validateSprInput", () => {
  it.each([
    "",
    "0",
    "7",
    "-",
    ".",
    "3/",
    "7/2",
    "3.5",
    ".75",
    "-2.5",
    "-5/2",
    "12345",
    "-12345",
    "-.6667",
    ".6667",
    "1.5/2",
  ])("lets %j through", (text) => {
    expect(validateSprInput(text)).toBeNull();
  });

  it.each([
    ["50%", /%/],
    ["1,000", /commas/],
    ["$5", /\$/],
    ["3 1/2", /improper fraction \(7\/2\)/],
    ["-3 1/2", /improper fraction/],
    ["3 5", /spaces/],
    [" 3", /spaces/],
    ["x", /'x' is not allowed/],
    ["1e5", /'e' is not allowed/],
    ["+3", /'\+' is not allowed/],
    ["3-", /minus sign can only come first/],
    ["--3", /minus sign can only come first/],
    ["1.2.3", /one decimal point/],
    ["1/2/3", /one fraction bar/],
    ["123456", /positive answer has at most 5 characters/],
    ["0.6666", /positive answer has at most 5 characters/],
    ["-123456", /negative answer has at most 6 characters/],
    ["-.66666", /negative answer has at most 6 characters/],
  ])("refuses %j with a clear message", (text, message) => {
    expect(validateSprInput(text)).toMatch(message);
  });

  it("lets through every box-filling decimal that the grader accepts", () => {
    for (const answer of [".6666", ".6667", "0.666", "0.667", "-.6667", "-0.667"]) {
      expect(validateSprInput(answer)).toBeNull();
      expect(isCorrectAnswer(spr(answer.startsWith("-") ? "-2/3" : "2/3"), typed(answer))).toBe(true);
    }
  });
});
