import { Link, useLocation } from "react-router";
import { useMe } from "../../api/auth";
import { useDict, useLang } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";
import { plural } from "../../i18n/translate";
import { isAdminPath } from "../app-nav";
import { LogoutButton } from "../logout-button";
import { SecuritySection } from "../security/security-section";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { Page } from "../ui/page";
import { StatCard } from "../ui/stat-card";
import { AvatarEditor } from "./avatar-editor";
import { ContactDetailsForm } from "./contact-details-form";

/**
 * The profile screen (/profile and /admin/profile), composed of sections:
 * identity (avatar, name, email, status), contact details, account figures, security, sign-out.
 */
export function ProfilePage() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const lang = useLang();
  const { counts } = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).profile;
  const f = useFormatters();
  if (!me) return null; // the frame shows Loading until the user is known
  const inAdmin = isAdminPath(pathname);

  return (
    <Page title={t.title} width="max-w-5xl">
      <div className="space-y-6">
        {/* Identity */}
        <Card aria-label={t.account} className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <AvatarEditor name={me.name} src={me.avatar} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="truncate text-xl font-semibold text-slate-900 dark:text-white">{me.name}</h2>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                  me.isActive
                    ? "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-400 dark:ring-emerald-400/30"
                    : "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-400 dark:ring-red-400/30"
                }`}
              >
                {me.isActive ? t.active : t.inactive}
              </span>
            </div>
            <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">{me.email}</p>
          </div>
          {me.isAdmin ? (
            <Link to={inAdmin ? "/dashboard" : "/admin"} className={buttonClass("secondary")}>
              {inAdmin ? t.userDashboard : t.adminDashboard}
            </Link>
          ) : null}
        </Card>

        <ContactDetailsForm me={me} />

        {/* Account figures */}
        <section aria-label={t.figures} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={t.availableBalance} figure="balance" value={f.usd(me.available)} />
          <StatCard label={t.profit} figure="profit" value={f.usd(me.profit)} />
          <StatCard label={t.bonus} figure="bonus" value={f.usd(me.bonus)} />
          <StatCard
            label={t.pendingWithdrawals}
            figure="withdrawals"
            value={f.usd(me.held)}
            note={plural(lang, me.pendingWithdrawals, counts.pendingWithdrawals)}
          />
        </section>

        {/* ===== Security (owned by the auth/security work: password, two-factor, sessions) ===== */}
        <SecuritySection />

        {/* Sign-out */}
        <Card aria-label={t.signOut}>
          <LogoutButton className="sm:w-auto" />
        </Card>
      </div>
    </Page>
  );
}
