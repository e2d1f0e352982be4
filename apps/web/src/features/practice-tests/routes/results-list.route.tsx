import { useEffect } from "react";
import { storage, storageKeys } from "../../../lib/storage";
import { useGuestGate } from "../../auth/use-guest-gate";

export function Component() {
  const isGuest = useGuestGate();
  useEffect(() => {
    storage.remove(storageKeys.overallResults);
    storage.remove(storageKeys.isScoreCalculated);
  }, []);
  return (
    <div className="page">
      <h1>Test Results</h1>
      <div className="empty-state card">
        <p>{isGuest ? "Log in to see your test results." : "No Test Results Found"}</p>
      </div>
    </div>
  );
}
