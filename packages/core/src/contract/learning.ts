export * from "./progress.js";
export * from "./review.js";
export * from "./runner-tools.js";
