export * from "./answer-matching.js";
export * from "./calibration.js";
export * from "./irt.js";
export * from "./routing.js";
export * from "./section-score.js";
export * from "./estimate-parameters.js";
