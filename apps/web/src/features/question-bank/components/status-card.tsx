import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import "../practice.css";

/** A screen that has no question to show: logged out, not found, failed to load. */
export function StatusCard({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="page">
      <div className="bank-status card">
        <p className="bank-status__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

export const BackToBankLink = () => (
  <Link className="btn btn--primary btn--md" to={paths.categories}>
    Back to the question bank
  </Link>
);

/**
 * A practice that could not be loaded: the server's own message (or a plain one), Try again when
 * trying again can help, and the way back to the bank.
 */
export function LoadFailed(props: {
  eyebrow: string;
  title: string;
  error: unknown;
  /** Replaces the server's message (a bank that does not exist). */
  message?: string;
  /** Left out when trying again cannot help. */
  onRetry?: () => void;
  retrying: boolean;
}) {
  const { error, message, onRetry } = props;
  return (
    <StatusCard eyebrow={props.eyebrow} title={props.title}>
      <p role="alert">
        {message ??
          (error instanceof ApiError
            ? `${error.message} (${error.display})`
            : "Something went wrong. Please try again.")}
      </p>
      <div className="bank-status__actions">
        {onRetry && (
          <Button variant="secondary" busy={props.retrying} onClick={onRetry}>
            Try again
          </Button>
        )}
        <BackToBankLink />
      </div>
    </StatusCard>
  );
}
