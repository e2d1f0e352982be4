import { Link } from "react-router";
import { paths } from "../../app/paths";
import "./home.route.css";

/** The spec's placeholder home, made a useful landing page (see docs/spec-deviations.md). */
export function Component() {
  return (
    <div className="page home">
      <h1>Practise the digital SAT the way you will take it</h1>
      <p className="page__lead">
        Full-length adaptive tests timed like test day, a score estimate with an explanation for every question, and a
        question bank for every skill.
      </p>
      <div className="home__actions">
        <Link className="btn btn--primary btn--md" to={paths.signupNew}>
          Create a free account
        </Link>
        <Link className="btn btn--secondary btn--md" to={paths.login}>
          Log in
        </Link>
      </div>
    </div>
  );
}
