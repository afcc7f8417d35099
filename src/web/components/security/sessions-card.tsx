import { toast } from "sonner";
import { errorMessage } from "../../api/client";
import { useSessions, useSignOutOtherSessions } from "../../api/security";
import { format, useDict } from "../../i18n";
import enInvestor, { type InvestorDict } from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { QueryBlock } from "../ui/query-block";

/** "Chrome on Linux" from a user-agent string; good enough to recognise one's own devices. */
function describeDevice(userAgent: string | null, t: InvestorDict["security"] = enInvestor.security): string {
  if (!userAgent) return t.unknownDevice;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : t.browser;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : t.anotherSystem;
  return format(t.deviceOn, { browser, system });
}

export function SessionsCard() {
  const sessions = useSessions();
  const t = useDict("investor", enInvestor).security;
  const f = useFormatters();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const onSignOutOthers = async () => {
    try {
      await signOutOthers.mutateAsync();
      toast.success(t.signedOutOthers);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="sessions-heading">{t.devices}</CardTitle>
        <Button
          pending={signOutOthers.isPending}
          onClick={onSignOutOthers}
          disabled={others === 0}
          variant="secondary"
        >
          {t.signOutOthers}
        </Button>
      </div>
      <QueryBlock query={sessions}>
        {(data) => (
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">
                    {describeDevice(session.userAgent, t)}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300">
                        {t.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-slate-500 dark:text-slate-400">
                    {session.ipAddress ?? t.unknownAddress} ·{" "}
                    {format(t.signedIn, { date: f.dateTime(session.createdAt) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </Card>
  );
}
