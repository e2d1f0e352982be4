import { Link } from "react-router";
import { paths } from "../../app/paths";
import { useSession } from "../../stores/session-store";
import "./dashboard.route.css";

const shortcuts = [
  { to: paths.practices, title: "Practice Tests", text: "Full-length adaptive tests, timed like test day." },
  { to: paths.categories, title: "Question Bank", text: "Drill one skill at a time with instant feedback." },
  { to: paths.results, title: "Test Results", text: "Scores and an explanation for every question." },
  { to: paths.references, title: "Reference Sheet", text: "The maths formulas you can use in the Math section." },
];

export function Component() {
  const name = useSession((s) => s.userName);
  const signedIn = useSession((s) => s.token !== null);
  return (
    <div className="page dashboard">
      <h1>Welcome{signedIn && name ? `, ${name}` : ""}!</h1>
      <p className="page__lead">We&apos;re excited to have you on your journey to success.</p>
      <ul className="dashboard__grid">
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link className="dashboard__card card" to={s.to}>
              <span className="dashboard__card-title">{s.title}</span>
              <span className="dashboard__card-text">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
