import { Navigate, Outlet, useLocation } from "react-router";
import { messages } from "../../shared/messages";
import { useMe } from "../api/auth";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { translateMessage } from "../i18n/translate";
import { isPrerendered } from "../prerendered";
import { FullScreenLoading } from "./loading";

function SessionError({ onRetry }: { onRetry: () => void }) {
  const common = useDict("common", enCommon);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-slate-700 dark:text-slate-300">{translateMessage(common, messages.internal)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-10 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950"
      >
        {common.shell.tryAgain}
      </button>
    </div>
  );
}

/** Signed-in routes: Loading while the session is checked, /login without a session. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullScreenLoading />;
  if (me.isError && me.data === undefined) return <SessionError onRetry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /admin routes: signed in and an admin; other users go to their dashboard. */
export function RequireAdmin() {
  const me = useMe();
  if (me.isPending) return <FullScreenLoading />;
  if (me.isError && me.data === undefined) return <SessionError onRetry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/login" replace />;
  if (!me.data.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Where to go after signing in: back to a trader's page when the visitor came from its Copy button
 * (src/web/components/copy/trader-bits.tsx), else the dashboard.
 */
export function afterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === "string" && /^\/traders(\/[^/]+)?$/.test(from) ? from : "/dashboard";
}

/**
 * /login and /register: a signed-in user goes on, to the dashboard or where signing in was asked
 * for (the same place the login form sends them, whichever of the two renders first).
 */
export function GuestOnly() {
  const me = useMe();
  const { pathname, state } = useLocation();
  // A prerendered form stays on screen while the session is checked (the server sends the empty
  // shell instead when the request carries a session cookie).
  if (me.isPending) return isPrerendered(pathname) ? <Outlet /> : <FullScreenLoading />;
  if (me.data) return <Navigate to={afterSignIn(state)} replace />;
  // On a failed session check the forms still show: signing in is the way forward.
  return <Outlet />;
}
