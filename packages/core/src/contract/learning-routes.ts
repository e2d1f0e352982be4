export * from "./progress-routes.js";
export * from "./review-routes.js";
export * from "./runner-tools-routes.js";
