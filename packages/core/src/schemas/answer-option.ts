import { z } from "../zod.js";

/** How an answer choice is named everywhere (spec: 'Option A' to 'Option D'). */
export const answerOptionSchema = z.enum(["Option A", "Option B", "Option C", "Option D"]);
