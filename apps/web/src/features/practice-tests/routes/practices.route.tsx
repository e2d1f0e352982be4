import type { TestSummary } from "@sat/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { Loader } from "../../../components/ui/loader";
import { useDialog } from "../../../stores/dialog-store";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useTestList } from "../api/test-lists";
import { TestCard } from "../components/test-card";
import { TestIntroDialog } from "../components/test-intro-dialog";
import "../practices.css";

/** The list of practice tests: start, resume, retake, or see the last result. */
export function Component() {
  const isGuest = useGuestGate();
  const { tests, isPending } = useTestList(!isGuest);
  const navigate = useNavigate();
  const dialog = useDialog();
  const [selected, setSelected] = useState<TestSummary | null>(null);

  const openIntro = (test: TestSummary) => {
    setSelected(test);
    dialog.open("startTest");
  };
  const start = () => {
    dialog.close();
    if (selected) void navigate(paths.practice(selected.testid));
  };

  return (
    <div className="page practices">
      <h1>Practice Tests</h1>
      <p className="page__lead">
        Full-length adaptive tests: Reading and Writing, a 10-minute break, then Math, timed like the real test.
      </p>
      {isGuest ? (
        <div className="empty-state card">
          <p>To view the tests, please log in or sign up.</p>
        </div>
      ) : isPending ? (
        <Loader label="Loading tests…" />
      ) : tests.length === 0 ? (
        <div className="empty-state card">
          <p>No practice tests are available yet.</p>
        </div>
      ) : (
        <ul className="practices__grid">
          {tests.map((test) => (
            <li key={test.testid}>
              <TestCard test={test} onStart={openIntro} onResume={(t) => void navigate(paths.practice(t.testid))} />
            </li>
          ))}
        </ul>
      )}
      <TestIntroDialog
        open={dialog.isOpen && dialog.type === "startTest"}
        testName={selected?.name ?? "Practice Test"}
        onClose={dialog.close}
        onStart={start}
      />
    </div>
  );
}
