import { useGuestGate } from "../../auth/use-guest-gate";

/** The list of tests; the tests themselves arrive with the test catalogue (issue 3). */
export function Component() {
  const isGuest = useGuestGate();
  return (
    <div className="page">
      <h1>Practice Tests</h1>
      <p className="page__lead">
        Full-length adaptive tests: Reading and Writing, a 10-minute break, then Math, timed like the real test.
      </p>
      <div className="empty-state card">
        {isGuest ? <p>To view the tests, please log in or sign up.</p> : <p>No practice tests are available yet.</p>}
      </div>
    </div>
  );
}
