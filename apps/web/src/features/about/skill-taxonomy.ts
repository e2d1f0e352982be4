/**
 * The official domains and skills of the digital SAT question bank, as the About page lists them.
 * When the question bank's taxonomy lands in @sat/core, this list should be read from there.
 */
export interface SkillDomain {
  name: string;
  skills: string[];
}

export interface SkillSection {
  name: string;
  domains: SkillDomain[];
}

export const SKILL_TAXONOMY: SkillSection[] = [
  {
    name: "Reading and Writing",
    domains: [
      {
        name: "Information and Ideas",
        skills: ["Central Ideas and Details", "Inferences", "Command of Evidence (textual and quantitative)"],
      },
      {
        name: "Craft and Structure",
        skills: ["Words in Context", "Text Structure and Purpose", "Cross-Text Connections"],
      },
      { name: "Expression of Ideas", skills: ["Rhetorical Synthesis", "Transitions"] },
      { name: "Standard English Conventions", skills: ["Boundaries", "Form, Structure, and Sense"] },
    ],
  },
  {
    name: "Math",
    domains: [
      {
        name: "Algebra",
        skills: [
          "Linear equations in one variable",
          "Linear functions",
          "Linear equations in two variables",
          "Systems of two linear equations in two variables",
          "Linear inequalities in one or two variables",
        ],
      },
      {
        name: "Advanced Math",
        skills: [
          "Nonlinear functions",
          "Nonlinear equations in one variable and systems of equations in two variables",
          "Equivalent expressions",
        ],
      },
      {
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
      {
        name: "Geometry and Trigonometry",
        skills: ["Area and volume", "Lines, angles, and triangles", "Right triangles and trigonometry", "Circles"],
      },
    ],
  },
];
