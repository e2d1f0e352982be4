import { Outlet, useLocation } from "react-router";
import { ErrorPage } from "../../features/errors/error-page";
import { useLoader } from "../../stores/loader-store";
import { useUi } from "../../stores/ui-store";
import { hidesFooter } from "../paths";
import { Footer } from "./footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";
import "./main-layout.css";

export function MainLayout() {
  const { pathname } = useLocation();
  const collapsed = useUi((s) => s.sidebarCollapse);
  // Two fields, not the store: the store changes with every request that starts or ends, and each
  // change would render the whole layout again, synchronously (a long task on a slow phone).
  const isError = useLoader((s) => s.isError);
  const error = useLoader((s) => s.error);
  return (
    <div className={`layout${collapsed ? " layout--collapsed" : ""}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <div className="layout__column">
        <Header />
        <main id="main" className="layout__main" tabIndex={-1}>
          {isError ? <ErrorPage error={error} /> : <Outlet />}
        </main>
        {!hidesFooter(pathname) && <Footer />}
      </div>
    </div>
  );
}
