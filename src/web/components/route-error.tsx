import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { messages } from "../../shared/messages";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { translateMessage } from "../i18n/translate";

/** Last resort for errors while loading or rendering a route (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const common = useDict("common", enCommon);
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">
        {status === 404 ? common.notFound.title : translateMessage(common, messages.internal)}
      </h1>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-10 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950"
        >
          {common.shell.reload}
        </button>
        <Link
          to="/"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold dark:border-slate-700"
        >
          {common.nav.home}
        </Link>
      </div>
    </div>
  );
}
