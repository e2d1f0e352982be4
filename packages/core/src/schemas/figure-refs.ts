// Kept apart from the figure schemas so the pages that draw figures evaluate no zod (decision 011).

/** Figures are SVG files of the content, referenced in question text as ![description](figure-id). */
export const FIGURE_REFERENCE = /!\[([^\]]*)\]\(([a-z0-9][a-z0-9-]{0,79})\)/g;

export const figurePath = (id: string): string => `/api/figures/${id}.svg`;
