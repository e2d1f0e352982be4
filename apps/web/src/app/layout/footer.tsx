import { Link } from "react-router";
import { UI } from "@sat/core";
import { paths } from "../paths";
import "./footer.css";

export function Footer() {
  const year = new Date().getFullYear();
  const span = year > UI.footerFirstYear ? `${UI.footerFirstYear}–${year}` : String(UI.footerFirstYear);
  return (
    <footer className="footer">
      <p className="footer__about">
        Full-length, timed, adaptive practice tests in the format of the digital SAT, with a score estimate and an
        explanation for every question, and a question bank to drill each skill.
      </p>
      <p className="footer__disclaimer">
        SAT® is a trademark registered by the College Board, which is not affiliated with, and does not endorse, this
        product.
      </p>
      <p className="footer__bottom">
        <span>© {span} SAT Practice. All rights reserved.</span>
        <span className="footer__links">
          <Link to={paths.about}>About</Link>
          <Link to={paths.references}>Reference sheet</Link>
          <Link to={paths.products}>Pricing</Link>
        </span>
      </p>
    </footer>
  );
}
