/** The official question-bank taxonomy (shared/docs/sat-facts.md): sections, domains and skills. */
export const SECTIONS = ["reading-writing", "math"] as const;
export type Section = (typeof SECTIONS)[number];

export const DIFFICULTIES = ["E", "M", "H"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const TAXONOMY = {
  "reading-writing": {
    INI: {
      name: "Information and Ideas",
      skills: ["Central Ideas and Details", "Inferences", "Command of Evidence"],
    },
    CAS: {
      name: "Craft and Structure",
      skills: ["Words in Context", "Text Structure and Purpose", "Cross-Text Connections"],
    },
    EOI: { name: "Expression of Ideas", skills: ["Rhetorical Synthesis", "Transitions"] },
    SEC: { name: "Standard English Conventions", skills: ["Boundaries", "Form, Structure, and Sense"] },
  },
  math: {
    H: {
      name: "Algebra",
      skills: [
        "Linear equations in one variable",
        "Linear functions",
        "Linear equations in two variables",
        "Systems of two linear equations in two variables",
        "Linear inequalities in one or two variables",
      ],
    },
    P: {
      name: "Advanced Math",
      skills: [
        "Nonlinear functions",
        "Nonlinear equations in one variable and systems of equations in two variables",
        "Equivalent expressions",
      ],
    },
    Q: {
      name: "Problem-Solving and Data Analysis",
      skills: [
        "Ratios, rates, proportional relationships, and units",
        "Percentages",
        "One-variable data: distributions and measures of center and spread",
        "Two-variable data: models and scatterplots",
        "Probability and conditional probability",
        "Inference from sample statistics and margin of error",
        "Evaluating statistical claims: observational studies and experiments",
      ],
    },
    S: {
      name: "Geometry and Trigonometry",
      skills: ["Area and volume", "Lines, angles, and triangles", "Right triangles and trigonometry", "Circles"],
    },
  },
} as const;

export type DomainCode = keyof (typeof TAXONOMY)["reading-writing"] | keyof (typeof TAXONOMY)["math"];

/** Module sizes of the real test. */
export const MODULE_QUESTION_COUNT: Record<Section, number> = { "reading-writing": 27, math: 22 };
