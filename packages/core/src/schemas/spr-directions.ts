// Kept apart from the test schemas so the pages that show questions evaluate no zod (decision 011).

/** The spec says so: a student-produced response without a passage shows the generic directions. */
export const SPR_DIRECTIONS_DESCRIPTION = "student produced response directions";
