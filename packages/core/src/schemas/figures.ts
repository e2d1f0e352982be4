import { z } from "../zod.js";

/** Figures are SVG files of the content, referenced in question text as ![description](figure-id). */
export const FIGURE_REFERENCE = /!\[([^\]]*)\]\(([a-z0-9][a-z0-9-]{0,79})\)/g;

export const figureParamsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}\.svg$/, {
    error: "A figure id is lower-case letters, digits and dashes, ending in .svg",
  }),
});

export const figurePath = (id: string): string => `/api/figures/${id}.svg`;
