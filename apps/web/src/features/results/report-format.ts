import type { ResultQuestion, TestResult } from "@sat/core";

export type SectionName = ResultQuestion["sectionName"];
export type ModuleName = ResultQuestion["moduleName"];
export type Outcome = ResultQuestion["outcome"];
type Difficulty = TestResult["whatNext"][number]["difficulty"];

/** The order of the official report: Reading and Writing first, then Math. */
export const SECTIONS: readonly SectionName[] = ["ReadingAndWriting", "Mathematics"];

export const sectionLabel = (section: SectionName): string =>
  section === "Mathematics" ? "Math" : "Reading and Writing";

export const moduleLabel = (module: ModuleName): string => (module === "Module1" ? "Module 1" : "Module 2");

/** Minutes and seconds as a clock shows them ("4:10"); a module is at most 35 minutes, so no hours. */
export function clock(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The same time in words, because screen readers read "4:10" as a time of day. */
export function spokenDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

export const outcomeLabel = (outcome: Outcome): string =>
  outcome === "correct" ? "Correct" : outcome === "incorrect" ? "Incorrect" : "Omitted";

const DIFFICULTY: Record<Difficulty, string> = { E: "Easy", M: "Medium", H: "Hard" };
export const difficultyLabel = (difficulty: Difficulty): string => DIFFICULTY[difficulty];

export const questionTypeLabel = (q: Pick<ResultQuestion, "questionType">): string =>
  q.questionType === "spr" ? "Student-produced response" : "Multiple choice";

const letter = (option: string) => option.replace("Option ", "");

export function yourChoice(q: ResultQuestion): string {
  if (q.questionType === "spr") return q.userAnswer || "Not answered";
  return q.userOption ? letter(q.userOption) : "Not answered";
}

export function correctChoice(q: ResultQuestion): string {
  return q.questionType === "spr" ? q.correctAnswer : letter(q.correctAnswer);
}

/** The two modules a student can get second: what the route means, in one short line. */
export const ROUTE_NOTE: Record<TestResult["scores"]["math"]["route"], string> = {
  harder: "Your Module 1 answers earned the harder second module, which opens the top of the scale.",
  easier: "Your Module 1 answers led to the easier second module, which limits the highest score.",
};
