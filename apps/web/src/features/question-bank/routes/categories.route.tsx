import { useGuestGate } from "../../auth/use-guest-gate";

export function Component() {
  const isGuest = useGuestGate();
  return (
    <div className="page">
      <h1>Question Bank</h1>
      <p className="page__lead">Practise one skill at a time and check each answer as you go.</p>
      <div className="empty-state card">
        <p>{isGuest ? "Log in to practise from the question bank." : "No question banks are available yet."}</p>
      </div>
    </div>
  );
}
