import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { messages } from "../../shared/messages";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { translateMessage } from "../i18n/translate";
import { Button, buttonClass } from "./ui/button";

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
        <Button onClick={() => window.location.reload()}>{common.shell.reload}</Button>
        <Link to="/" className={buttonClass("secondary")}>
          {common.nav.home}
        </Link>
      </div>
    </div>
  );
}
