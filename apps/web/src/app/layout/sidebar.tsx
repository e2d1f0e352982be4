import { NavLink, useLocation } from "react-router";
import { useEffect } from "react";
import { storage, storageKeys } from "../../lib/storage";
import { useUi } from "../../stores/ui-store";
import { navItems } from "./nav-items";
import "./sidebar.css";

/** The item whose route is the longest prefix of the path, so /practices/results lights Test Results. */
function activeItemFor(pathname: string) {
  return [...navItems]
    .sort((a, b) => b.to.length - a.to.length)
    .find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

export function Sidebar() {
  const { sidebarCollapse: collapsed, toggleSidebar } = useUi();
  const { pathname } = useLocation();
  const active = activeItemFor(pathname);
  useEffect(() => {
    if (active) storage.set(storageKeys.activeMenu, active.to);
  }, [active]);
  return (
    <nav className={`sidebar${collapsed ? " sidebar--collapsed" : ""}`} aria-label="Main">
      <div className="sidebar__top">
        {!collapsed && <span className="sidebar__brand">S A T</span>}
        <button
          type="button"
          className="sidebar__toggle"
          onClick={toggleSidebar}
          aria-expanded={!collapsed}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            {collapsed ? <path d="M9 6l6 6-6 6" /> : <path d="M15 6l-6 6 6 6" />}
          </svg>
        </button>
      </div>
      <ul className="sidebar__list">
        {navItems.map((item) => {
          const isActive = item === active;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={`sidebar__link${isActive ? " sidebar__link--active" : ""}`}
                aria-current={isActive ? "page" : undefined}
                title={collapsed ? item.label : undefined}
                aria-label={collapsed ? item.label : undefined}
                end
              >
                {item.icon}
                {!collapsed && <span className="sidebar__label">{item.label}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
