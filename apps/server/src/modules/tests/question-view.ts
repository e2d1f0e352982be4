import {
  OPTION_LETTERS,
  SPR_DIRECTIONS_DESCRIPTION,
  sectionNameOf,
  type SavedAnswer,
  type TestQuestion,
} from "@sat/core";
import type { AnswerRow, QuestionRow } from "./tests.repository.js";

/** What a student may see of a question during a test: the key and the explanation stay behind. */
export function toTestQuestion(q: QuestionRow, position: number, module: "module1" | "module2"): TestQuestion {
  return {
    _id: q.id,
    qIdUi: position,
    sectionName: sectionNameOf(q.section),
    moduleName: module === "module1" ? "Module1" : "Module2",
    questionType: q.type,
    description: q.type === "spr" && q.passage.trim() === "" ? SPR_DIRECTIONS_DESCRIPTION : q.passage,
    processedQuestion: q.prompt,
    answers: (q.options ?? []).map((text, i) => ({
      answerOption: `Option ${OPTION_LETTERS[i] ?? "A"}`,
      answerPlaceHolder: text,
    })),
  };
}

export function toSavedAnswer(a: AnswerRow): SavedAnswer {
  return {
    qId: a.questionId,
    userOption: (a.userOption || "") as SavedAnswer["userOption"],
    userAnswer: a.userAnswer,
    marked: a.marked,
    eliminated: a.eliminated as SavedAnswer["eliminated"],
    seq: a.seq,
    timeSpentMs: a.timeSpentMs,
  };
}
