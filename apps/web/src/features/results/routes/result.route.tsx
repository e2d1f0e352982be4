import { useMemo, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Loader } from "../../../components/ui/loader";
import { Tabs } from "../../../components/ui/tabs";
import { storage, storageKeys } from "../../../lib/storage";
import { useSession } from "../../../stores/session-store";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useTestResult } from "../api/get-result";
import { ExplanationDialog } from "../components/explanation-dialog";
import { QuestionTable } from "../components/question-table";
import { ScorePanel } from "../components/score-panel";
import { ScoreReport } from "../components/score-report";
import "./result.css";

/** Spec section 2, Results screen, for `/practices/results/{testId}` (the latest attempt unless ?attempt=). */
export function Component() {
  const { testId = "" } = useParams();
  const [search] = useSearchParams();
  const isGuest = useGuestGate();
  const name = useSession((s) => s.userName);
  const navigate = useNavigate();
  const { data: result, isPending } = useTestResult(testId, search.get("attempt"), !isGuest);
  const [tab, setTab] = useState("all");
  const [open, setOpen] = useState<number | null>(null);
  const questions = useMemo(() => result?.modules.flatMap((m) => m.questions) ?? [], [result]);

  const logout = () => {
    storage.remove(storageKeys.token);
    useSession.getState().forget();
    void navigate(paths.root);
  };

  if (isGuest) return null;
  if (isPending || !result) return <Loader label="Loading your result…" />;
  const explain = (id: string) => setOpen(questions.findIndex((q) => q._id === id));
  return (
    <div className="page result">
      <header className="result__header">
        <div>
          <p className="result__student">{name}</p>
          <h1>{result.testName}</h1>
        </div>
        <Button variant="secondary" size="sm" onClick={logout}>
          Logout
        </Button>
      </header>
      <ScorePanel result={result} />
      <p className="result__note">
        Your score is an estimate from a statistical scoring model and may differ slightly from your score on test day.
      </p>
      <section className="card result__questions" aria-label="Questions">
        <Tabs
          label="Questions"
          active={tab}
          onChange={setTab}
          tabs={[
            {
              id: "all",
              label: "All Questions",
              content: <QuestionTable caption="All questions" rows={questions} onExplain={(q) => explain(q._id)} />,
            },
            {
              id: "incorrect",
              label: "Incorrect Answers",
              content: (
                <QuestionTable
                  caption="Incorrect answers"
                  rows={questions.filter((q) => !q.isCorrect)}
                  onExplain={(q) => explain(q._id)}
                />
              ),
            },
          ]}
        />
      </section>
      <ScoreReport result={result} />
      <div className="result__home">
        <Link className="btn btn--primary btn--md" to={paths.practices}>
          Home
        </Link>
      </div>
      <ExplanationDialog questions={questions} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
