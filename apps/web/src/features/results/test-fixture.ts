import type { ResultQuestion, TestResult } from "@sat/core";

/** A small completed attempt for tests: two domains, four questions, every outcome once. */
export const question = (over: Partial<ResultQuestion> = {}): ResultQuestion => ({
  _id: "q1",
  qIdUi: 1,
  sectionName: "ReadingAndWriting",
  moduleName: "Module1",
  questionType: "mcq",
  description: "A passage.",
  processedQuestion: "Which choice completes the text?",
  answers: [
    { answerOption: "Option A", answerPlaceHolder: "convey" },
    { answerOption: "Option B", answerPlaceHolder: "conceal" },
  ],
  userOption: "Option A",
  userAnswer: "",
  isCorrect: true,
  correctAnswer: "Option A",
  explanation: "Choice A is the best answer.",
  domain: "INI",
  skill: "Inferences",
  difficulty: "M",
  outcome: "correct",
  marked: false,
  timeSpentMs: 61_000,
  ...over,
});

export const QUESTIONS: ResultQuestion[] = [
  question(),
  question({
    _id: "q2",
    qIdUi: 2,
    skill: "Central Ideas and Details",
    outcome: "incorrect",
    isCorrect: false,
    userOption: "Option B",
    marked: true,
  }),
  question({
    _id: "m1",
    sectionName: "Mathematics",
    moduleName: "Module2",
    questionType: "spr",
    answers: [],
    domain: "H",
    skill: "Linear equations in one variable",
    userOption: "",
    correctAnswer: "12 or 12.0",
    outcome: "omitted",
    isCorrect: false,
    timeSpentMs: 250_000,
  }),
  question({ _id: "m2", qIdUi: 2, sectionName: "Mathematics", domain: "H", skill: "Linear functions" }),
];

export const DOMAINS: TestResult["domains"] = [
  {
    sectionName: "ReadingAndWriting",
    domain: "INI",
    name: "Information and Ideas",
    questions: 2,
    correct: 1,
    skills: [
      { skill: "Central Ideas and Details", slug: "central-ideas-and-details", questions: 1, correct: 0 },
      { skill: "Inferences", slug: "inferences", questions: 1, correct: 1 },
    ],
  },
  {
    sectionName: "Mathematics",
    domain: "H",
    name: "Algebra",
    questions: 2,
    correct: 1,
    skills: [
      { skill: "Linear equations in one variable", slug: "linear-equations-in-one-variable", questions: 1, correct: 0 },
      { skill: "Linear functions", slug: "linear-functions", questions: 1, correct: 1 },
    ],
  },
];

export const RESULT: TestResult = {
  userTestId: "b078cacf-005b-4831-8ad1-c88a17c352b5",
  testId: "practice-test-1",
  testName: "Practice Test 1",
  completedAt: "2026-03-13T10:00:00.000Z",
  extendedTime: "none",
  scores: {
    readingWriting: { route: "harder", rawCorrect: 1, rawTotal: 2, scaled: 610 },
    math: { route: "easier", rawCorrect: 1, rawTotal: 2, scaled: 610 },
    total: 1220,
  },
  scoreRange: {
    total: { low: 1180, high: 1260, plusMinus: 40 },
    readingWriting: { low: 580, high: 640, plusMinus: 30 },
    math: { low: 580, high: 640, plusMinus: 30 },
  },
  domains: DOMAINS,
  insights: [
    {
      kind: "slow-miss",
      sectionName: "Mathematics",
      moduleName: "Module2",
      qIdUi: 1,
      timeSpentMs: 250_000,
      averageMs: 82_000,
    },
  ],
  whatNext: [
    {
      skill: "Linear equations in one variable",
      slug: "linear-equations-in-one-variable",
      sectionName: "Mathematics",
      domainName: "Algebra",
      questions: 5,
      correct: 2,
      accuracyPercent: 40,
      difficulty: "M",
    },
  ],
  modules: [
    {
      sectionName: "ReadingAndWriting",
      moduleName: "Module1",
      stage: "writingModule1",
      spentMs: 1_694_000,
      questions: QUESTIONS.slice(0, 2),
    },
    {
      sectionName: "Mathematics",
      moduleName: "Module2",
      stage: "mathModule2",
      spentMs: 2_000_000,
      questions: QUESTIONS.slice(2),
    },
  ],
  breakdown: [],
};
