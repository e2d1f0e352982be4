export * from "./module-clock.js";
export * from "./stages.js";
export * from "./extended-time.js";
