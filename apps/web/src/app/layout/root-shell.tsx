import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ProgressBar } from "../../components/ui/loader";
import { Toaster } from "../../components/ui/toaster";
import { DialogHost } from "../../features/auth/components/dialog-host";
import { SessionWatcher } from "../../features/auth/components/session-watcher";
import { useTokenRefresh } from "../../features/auth/use-token-refresh";
import { useLoader } from "../../stores/loader-store";

/**
 * Everything every screen shares: toasts, the loading bar, the session timer, the token refresh
 * and the dialogs. The refresh lives here rather than in MainLayout because the test runner sits
 * outside MainLayout: mounted once here it survives going into and out of a test, so its
 * five-minute throttle holds; for guests it does nothing.
 */
export function RootShell() {
  useTokenRefresh();
  const { pathname } = useLocation();
  useEffect(() => {
    const loader = useLoader.getState();
    if (loader.isError) loader.clearError();
  }, [pathname]);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Toaster />
      <DialogHost />
      <SessionWatcher />
      <ScrollRestoration />
    </>
  );
}

/**
 * The bar alone follows the requests in flight: were the shell to, every request starting or ending
 * would render every screen again, synchronously (a store update is never a transition).
 */
function LoadingBar() {
  const loading = useLoader((s) => s.pending > 0);
  return <ProgressBar active={loading} />;
}

/** While the first route's code loads (the app is not server-rendered): the thin progress bar only. */
export function RootFallback() {
  return <ProgressBar active />;
}
