import type { ModuleKey } from "../content/question.schema.js";
import { MODULE_QUESTION_COUNT, type Section } from "../content/taxonomy.js";

export type Module2Route = "easier" | "harder";

/**
 * Module 1 questions a student must get right to be routed to the harder module 2. The College
 * Board does not publish its cut; community estimates (sat-facts) put it at about two thirds of
 * module 1: 18 of 27 for Reading and Writing, 14 to 15 of 22 for Math. We use one rule for both,
 * "at least two thirds": 2/3 of 27 is exactly 18, and 2/3 of 22 is 14.67, so Math needs 15. Taking
 * 14 would send a student below two thirds to the harder module, whose score range assumes more.
 */
export const ROUTING_THRESHOLDS: Record<Section, number> = { "reading-writing": 18, math: 15 };

/** Chooses module 2 from the number of module 1 questions answered right (graded on the server). */
export function chooseModule2(section: Section, module1CorrectCount: number): Module2Route {
  const size = MODULE_QUESTION_COUNT[section];
  if (!Number.isInteger(module1CorrectCount) || module1CorrectCount < 0 || module1CorrectCount > size)
    throw new RangeError(`module 1 correct count must be a whole number from 0 to ${size}, got ${module1CorrectCount}`);
  return module1CorrectCount >= ROUTING_THRESHOLDS[section] ? "harder" : "easier";
}

/** The content key of the module 2 a route leads to. */
export function module2Key(route: Module2Route): ModuleKey {
  return route === "easier" ? "module2-easier" : "module2-harder";
}
