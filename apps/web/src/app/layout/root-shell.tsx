import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ProgressBar } from "../../components/ui/loader";
import { Toaster } from "../../components/ui/toaster";
import { DialogHost } from "../../features/auth/components/dialog-host";
import { SessionWatcher } from "../../features/auth/components/session-watcher";
import { useLoader } from "../../stores/loader-store";

/** Everything every screen shares: toasts, the loading bar, the session timer and the dialogs. */
export function RootShell() {
  const loading = useLoader((s) => s.pending > 0);
  const { pathname } = useLocation();
  useEffect(() => {
    const loader = useLoader.getState();
    if (loader.isError) loader.clearError();
  }, [pathname]);
  return (
    <>
      <ProgressBar active={loading} />
      <Outlet />
      <Toaster />
      <DialogHost />
      <SessionWatcher />
      <ScrollRestoration />
    </>
  );
}
