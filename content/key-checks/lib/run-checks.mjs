// The body of every file's checkKeys: each question's check, the questions a file owns but does not check,
// the mutation pass, and the self-test of the answer-form rules.
import { CheckError, collectFailures, fail } from "./assertions.mjs";
import { catches, wrongKeys } from "./mutation.mjs";
import { reseed } from "./numeric.mjs";
import { formsSelfTest, gridProblem } from "./spr-forms.mjs";

/** "message (file:line:col)" for an exception thrown by a check. */
function thrown(e) {
  const at = /\((.*:\d+:\d+)\)/.exec(String(e?.stack ?? "").split("\n")[1] ?? "");
  return `${e?.message ?? e}${at ? ` (${at[1]})` : ""}`;
}

/**
 * Runs the checks ({ id: (question) => void }) over every loaded question.
 * @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions
 * @param {(id: string) => boolean} owns  the ids these checks answer for: such a question without a check fails
 * @returns {{ checked: number, failures: string[] }}  checked: questions whose check ran to the end;
 *   failures: "<id>: <reason>"
 */
export function runKeyChecks(checks, questions, owns) {
  reseed();
  let checked = 0;
  const failures = collectFailures(() => {
    const found = [];
    for (const [id, check] of Object.entries(checks)) {
      const loaded = questions.get(id);
      if (!loaded) {
        fail(id, "question is missing (its key cannot be checked)");
        continue;
      }
      // the checks read passage and prompt as text, also where a question has none
      const q = { ...loaded, passage: loaded.passage ?? "", prompt: loaded.prompt ?? "" };
      found.push([q, check]);
      // an answer a student cannot type is wrong whatever its value; said apart, it is the clearer message
      if (q.type === "spr")
        for (const a of q.acceptedAnswers ?? []) {
          const problem = gridProblem(a);
          if (problem) fail(id, problem);
        }
      try {
        check(q);
        checked++;
      } catch (e) {
        fail(id, e instanceof CheckError ? e.message : `check threw: ${thrown(e)}`);
      }
    }
    for (const id of questions.keys()) if (owns(id) && !Object.hasOwn(checks, id)) fail(id, "no answer check");

    for (const [q, check] of found) {
      let variants;
      try {
        variants = wrongKeys(q);
      } catch (e) {
        fail(q.id, `mutation pass could not build wrong keys: ${thrown(e)}`);
        continue;
      }
      for (const m of variants) {
        const wrong = m.type === "mcq" ? m.correctOption : JSON.stringify(m.acceptedAnswers);
        if (!catches(check, m)) fail(q.id, `check does not catch wrong key ${wrong}`);
      }
    }
    for (const problem of formsSelfTest()) fail("self-test", problem);
  });
  return { checked, failures };
}
