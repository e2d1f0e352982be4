import type { NewPlan } from "./plans.repository.js";

/**
 * Stands for "N full-length adaptive practice tests", N counted from the tests installed when the
 * plans are read (PlansService): a number written here would go stale with the next content pack.
 */
export const FREE_TESTS_FEATURE = "{free-tests}";

/** The plans every installation starts with. Prices are in paise. */
export const SEED_PLANS: NewPlan[] = [
  {
    code: "free",
    name: "Free",
    description: "Everything you need to try a full adaptive test.",
    priceMinor: 0,
    currency: "INR",
    billingPeriod: "free",
    durationDays: 0,
    isPro: false,
    sortOrder: 0,
    features: [
      FREE_TESTS_FEATURE,
      "Scores with an explanation for every question",
      "Part of every question bank skill",
      "Maths reference sheet and graphing calculator",
    ],
  },
  {
    code: "pro-month",
    name: "PRO Monthly",
    description: "Every test and the whole question bank for a month.",
    priceMinor: 49_900,
    currency: "INR",
    billingPeriod: "month",
    durationDays: 30,
    isPro: true,
    sortOrder: 1,
    features: [
      "Every full-length adaptive practice test",
      "The whole question bank, every skill",
      "Score report by domain and skill",
      "Save and resume on any device",
    ],
  },
  {
    code: "pro-quarter",
    name: "PRO 3 Months",
    description: "A full preparation season at a lower monthly price.",
    priceMinor: 119_900,
    currency: "INR",
    billingPeriod: "quarter",
    durationDays: 90,
    isPro: true,
    sortOrder: 2,
    features: [
      "Everything in PRO Monthly",
      "Save 20% against monthly billing",
      "Retake every test as often as you like",
    ],
  },
];
