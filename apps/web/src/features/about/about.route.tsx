import { TIMING } from "@sat/core";
import { SKILL_TAXONOMY } from "./skill-taxonomy";
import "./about.css";

// The timings come from the same constants the runner counts down, so this page cannot drift from it.
const minutes = (seconds: number) => Math.round(seconds / 60);
const READING_WRITING = { questions: 27, minutes: minutes(TIMING.readingWritingModuleSeconds) };
const MATH = { questions: 22, minutes: minutes(TIMING.mathModuleSeconds) };
const BREAK_MINUTES = minutes(TIMING.breakSeconds);
const TOTAL_QUESTIONS = 2 * READING_WRITING.questions + 2 * MATH.questions;
const TESTING_MINUTES = 2 * READING_WRITING.minutes + 2 * MATH.minutes;

function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  const hourText = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
}

const MODULE_ROWS = [
  { part: "Reading and Writing, module 1", questions: READING_WRITING.questions, minutes: READING_WRITING.minutes },
  { part: "Reading and Writing, module 2", questions: READING_WRITING.questions, minutes: READING_WRITING.minutes },
  { part: "Break", questions: null, minutes: BREAK_MINUTES },
  { part: "Math, module 1", questions: MATH.questions, minutes: MATH.minutes },
  { part: "Math, module 2", questions: MATH.questions, minutes: MATH.minutes },
];

export function Component() {
  return (
    <article className="about">
      <title>About · SAT Practice</title>
      <h1 className="about__title">About SAT Practice</h1>
      <p className="about__lead">
        SAT Practice is a place to prepare for the digital SAT: timed, full-length practice tests that adapt to you as
        the real test does, a question bank to practise one skill at a time, and a score estimate with an explanation
        for every question.
      </p>

      <section className="about__section" aria-labelledby="about-format">
        <h2 id="about-format" className="about__heading">
          Full-length adaptive tests in the real format
        </h2>
        <p>
          Every practice test has the structure and timing of the digital SAT: two sections, each in two modules, with a
          timer for each module and a break between the sections.
        </p>
        <div className="about__table-wrap">
          <table className="about__table">
            <caption className="about__caption">The parts of a practice test</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Questions</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {MODULE_ROWS.map((row) => (
                <tr key={row.part} className={row.questions === null ? "about__row--break" : undefined}>
                  <th scope="row">{row.part}</th>
                  <td>{row.questions ?? "None"}</td>
                  <td>{row.minutes} minutes</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{TOTAL_QUESTIONS}</td>
                <td>{formatDuration(TESTING_MINUTES)} of testing, plus the break</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p>
          The tests are adaptive. The first module of each section mixes easy, medium and hard questions; how well you
          do on it decides whether the second module is an easier or a harder set. Only the harder set leads to the top
          of the score range, just as on test day.
        </p>
        <p>
          Most questions are multiple choice with four options. About a quarter of the Math questions ask you to type
          your own answer instead. In Math you have a graphing calculator and a reference sheet, and you can save and
          exit at any time and carry on later.
        </p>
      </section>

      <section className="about__section" aria-labelledby="about-scores">
        <h2 id="about-scores" className="about__heading">
          How your score is estimated
        </h2>
        <p>
          You get a score from 200 to 800 for each section and a total from 400 to 1600. We estimate them with an
          item-response model, the kind of statistical model the digital SAT itself is scored with: it weighs which
          questions you answered correctly, how hard they were and how likely a guess is to be right, not just how many
          you got right.
        </p>
        <p>
          The College Board does not publish the scoring tables of its adaptive test, so every score here is an
          estimate: a good guide to where you stand, not a promise of your score on test day.
        </p>
      </section>

      <section className="about__section" aria-labelledby="about-saving">
        <h2 id="about-saving" className="about__heading">
          Your answers are never lost
        </h2>
        <p>
          Every answer is saved on your device the moment you give it and sent to our server within seconds. If your
          connection drops, keep working: your answers stay on the device and reach the server as soon as you are back
          online.
        </p>
      </section>

      <section className="about__section" aria-labelledby="about-bank">
        <h2 id="about-bank" className="about__heading">
          A question bank for every skill
        </h2>
        <p>
          Between full tests, practise the skills you need most. The question bank follows the official domains and
          skills of the digital SAT, and every question comes with an explanation.
        </p>
        <div className="about__skills">
          {SKILL_TAXONOMY.map((section) => (
            <div key={section.name} className="about__skill-section">
              <h3 className="about__subheading">{section.name}</h3>
              <dl className="about__domains">
                {section.domains.map((domain) => (
                  <div key={domain.name} className="about__domain">
                    <dt className="about__domain-name">{domain.name}</dt>
                    <dd className="about__domain-skills">{domain.skills.join("; ")}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>

      <p className="about__trademark">
        SAT® is a trademark registered by the College Board, which is not affiliated with, and does not endorse, this
        product.
      </p>
    </article>
  );
}
