import { useDeferredValue, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { ResultQuestion, TestResult } from "@sat/core";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Loader } from "../../../components/ui/loader";
import { formatDate } from "../../../lib/format";
import { storage, storageKeys } from "../../../lib/storage";
import { useSession } from "../../../stores/session-store";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useTestResult } from "../api/get-result";
import { ExplanationDialog } from "../components/explanation-dialog";
import { KnowledgeSkills } from "../components/knowledge-skills";
import { PrintMissed } from "../components/print-missed";
import { QuestionFilters } from "../components/question-filters";
import { QuestionTable } from "../components/question-table";
import { ScorePanel } from "../components/score-panel";
import { TimeInsights } from "../components/time-insights";
import { WhatNext } from "../components/what-next";
import { NO_FILTER, filterQuestions, type QuestionFilter } from "../question-filter";
import { usePrintContent } from "../use-print-content";
import "./result.css";
import "./result-table.css";
import "./result-print.css";

/** Spec section 2, Results screen, for `/practices/results/{testId}` (the latest attempt unless ?attempt=). */
export function Component() {
  const { testId = "" } = useParams();
  const [search] = useSearchParams();
  const isGuest = useGuestGate();
  const { data: result, isPending } = useTestResult(testId, search.get("attempt"), !isGuest);
  if (isGuest) return null;
  if (isPending || !result) return <Loader label="Loading your result…" />;
  return <ResultReport result={result} />;
}

function ResultReport({ result }: { result: TestResult }) {
  const name = useSession((s) => s.userName);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<QuestionFilter>(NO_FILTER);
  const [open, setOpen] = useState<number | null>(null);
  const printContent = usePrintContent();
  // What lies below the first screen (the insights, the table of about a hundred rows) renders in a
  // second pass that React splits into short slices, so the scores paint without one long task.
  // Printing needs all of it at once.
  const below = useDeferredValue(true, false) || printContent.wanted;
  const questions = useMemo(() => result.modules.flatMap((m) => m.questions), [result]);
  const rows = useMemo(() => filterQuestions(questions, filter), [questions, filter]);

  const logout = () => {
    storage.remove(storageKeys.token);
    useSession.getState().forget();
    void navigate(paths.root);
  };
  const print = () => {
    // Rendered and committed (formulas included: KaTeX typesets during render) before the dialog opens.
    flushSync(() => printContent.render());
    window.print();
  };
  const explain = (found: (q: ResultQuestion) => boolean) => {
    const index = questions.findIndex(found);
    if (index >= 0) setOpen(index);
  };

  return (
    <div className="page result">
      <header className="result__header">
        <div>
          <p className="result__student">{name}</p>
          <h1>{result.testName}</h1>
          <p className="result__date">Completed {formatDate(result.completedAt)}</p>
        </div>
        <div className="result__actions">
          <Button variant="secondary" size="sm" onClick={print}>
            Print report
          </Button>
          <Button variant="secondary" size="sm" onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      <ScorePanel result={result} />
      <KnowledgeSkills domains={result.domains} />
      {below && (
        <>
          <TimeInsights
            insights={result.insights}
            modules={result.modules}
            onReview={(i) =>
              explain((q) => q.sectionName === i.sectionName && q.moduleName === i.moduleName && q.qIdUi === i.qIdUi)
            }
          />
          <WhatNext skills={result.whatNext} />
          <section className="card result__questions" aria-labelledby="questions-title">
            <h2 id="questions-title">Questions</h2>
            <QuestionFilters
              filter={filter}
              domains={result.domains}
              onChange={setFilter}
              shown={rows.length}
              total={questions.length}
            />
            <QuestionTable
              caption="Table of questions"
              rows={rows}
              onExplain={(row) => explain((q) => q._id === row._id)}
            />
          </section>
          <div className="result__home">
            <Link className="btn btn--primary btn--md" to={paths.practices}>
              Home
            </Link>
          </div>
        </>
      )}
      {printContent.wanted && <PrintMissed questions={questions} />}
      <ExplanationDialog questions={questions} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
