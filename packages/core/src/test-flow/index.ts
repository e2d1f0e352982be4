export * from "./module-clock.js";
export * from "./stages.js";
