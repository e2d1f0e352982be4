import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { initials } from "../../../lib/format";
import { selectIsPro, useSession } from "../../../stores/session-store";
import { ProBadge } from "./pro-badge";
import "./account-menu.css";

/** The avatar popover with Account, Logout (to /login, which ends the session) and the PRO badge. */
export function AccountMenu() {
  const name = useSession((s) => s.userName) ?? "";
  const isPro = useSession(selectIsPro);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="account" ref={rootRef}>
      {isPro && <ProBadge />}
      <button
        ref={buttonRef}
        type="button"
        className="account__avatar"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${initials(name)}, Account menu for ${name}`}
        onClick={() => setOpen((v) => !v)}
      >
        {initials(name)}
      </button>
      {open && (
        <div id={menuId} className="account__popover card">
          <p className="account__name">{name}</p>
          <p className="account__plan">{isPro ? "PRO plan" : "Free plan"}</p>
          <Link className="account__link" to={paths.account} onClick={() => setOpen(false)}>
            Account
          </Link>
          <Link className="account__logout" to={paths.login} onClick={() => setOpen(false)}>
            Logout
          </Link>
        </div>
      )}
    </div>
  );
}
