import { TAXONOMY, type ContentQuestion, type Section } from "@sat/core";
import type { LoadedPack } from "../pack/load-pack.js";
import { keyLetterCounts, longestKeyShare, percent } from "./answer-cues.js";

const SECTION_NAMES: Record<Section, string> = { "reading-writing": "Reading and Writing", math: "Math" };

function tally<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ${n}`).join(", ");
}

/** Per section: domains, skills, difficulty and type; then the answer-cue figures. Text for people. */
export function packSummary(pack: LoadedPack): string[] {
  const questions = pack.questions.map((q) => q.question);
  const lines = [
    `${pack.name}: ${pack.manifest.kind} '${pack.manifest.name}', ${questions.length} questions, ${pack.figures.size} figures, version ${pack.version}`,
  ];
  for (const section of Object.keys(TAXONOMY) as Section[]) {
    const qs = questions.filter((q) => q.section === section);
    if (qs.length === 0) continue;
    const domains = TAXONOMY[section] as Record<string, { name: string }>;
    lines.push(`  ${SECTION_NAMES[section]}: ${qs.length}`);
    lines.push(`    domains: ${tally(qs, (q) => domains[q.domain]?.name ?? q.domain)}`);
    lines.push(`    skills: ${tally(qs, (q: ContentQuestion) => q.skill)}`);
    lines.push(`    difficulty: ${tally(qs, (q) => q.difficulty)}; type: ${tally(qs, (q) => q.type)}`);
  }
  lines.push(`  ${calibrationLine(questions)}`);
  const longest = longestKeyShare(questions);
  if (longest.total) lines.push(`  key strictly the longest choice (R&W multiple choice): ${percent(longest)}`);
  const letters = keyLetterCounts(questions);
  const mcq = Object.values(letters).reduce((a, b) => a + b, 0);
  if (mcq)
    lines.push(
      `  key letters: ${Object.entries(letters)
        .map(([letter, count]) => `${letter} ${count} (${Math.round((100 * count) / mcq)}%)`)
        .join(", ")}`,
    );
  return lines;
}

const LISTED_IDS = 30;

/** Which questions carry calibrated parameters (npm run calibrate); the others are scored by their labels. */
export function calibrationLine(questions: readonly ContentQuestion[]): string {
  const calibrated = questions.filter((q) => q.parameters && Object.keys(q.parameters).length > 0).map((q) => q.id);
  if (calibrated.length === 0) return `calibrated: none (every question scored with its difficulty label's parameters)`;
  if (calibrated.length === questions.length) return `calibrated: all ${questions.length} questions`;
  const listed = calibrated.slice(0, LISTED_IDS).join(", ");
  const more = calibrated.length > LISTED_IDS ? ` and ${calibrated.length - LISTED_IDS} more` : "";
  return `calibrated: ${calibrated.length} of ${questions.length} questions (${listed}${more}); the others by their difficulty labels`;
}
