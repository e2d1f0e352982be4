import type { ReviewQuestion } from "@sat/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { PracticeBar } from "./practice-bar";
import "../review.css";

/** The header of the review: the title, and the domain and skill of the question on screen. */
export function ReviewHeading({ question }: { question?: ReviewQuestion }) {
  return (
    <PracticeBar
      title="Review mistakes"
      subtitle={
        question ? (
          <>
            <span>{question.domainName}</span>
            <span aria-hidden="true"> · </span>
            <span className="bank-practice__skill">
              <span className="visually-hidden">Skill: </span>
              {question.skill}
            </span>
          </>
        ) : (
          "Questions you missed, back until you get each right twice in a row"
        )
      }
    >
      <Link className="btn btn--secondary btn--md" to={paths.categories}>
        Exit review
      </Link>
    </PracticeBar>
  );
}
