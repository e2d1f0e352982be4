import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** A free student's reminder that part of the bank needs PRO. */
export function LockedNote({ count }: { count: number }) {
  return (
    <p className="bank-locked">
      <span className="bank-locked__badge" aria-hidden="true">
        PRO
      </span>
      <span>
        {count} more {count === 1 ? "question" : "questions"} in this bank with PRO.{" "}
        <Link to={paths.products}>See PRO plans</Link>
      </span>
    </p>
  );
}
