export * from "./mastery.js";
export * from "./recommendations.js";
export * from "./review-schedule.js";
export * from "./score-range.js";
