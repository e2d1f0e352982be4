import { describe, expect, it } from "vitest";
import { refusedMessage } from "./runner-support";

const LATE = "The time for this module is over, so this answer could not be saved.";

describe("refusedMessage", () => {
  it("names the question, or the questions in order, with the server's reason", () => {
    expect(refusedMessage([4], LATE)).toBe(`Your answer to question 4 was not saved. ${LATE}`);
    expect(refusedMessage([7, 4, 7], LATE)).toBe(`Your answers to questions 4 and 7 were not saved. ${LATE}`);
    expect(refusedMessage([12, 3, 9], LATE)).toBe(`Your answers to questions 3, 9 and 12 were not saved. ${LATE}`);
  });

  it("still says something when the question is no longer on screen", () => {
    expect(refusedMessage([], LATE)).toBe(`An answer was not saved. ${LATE}`);
  });
});
