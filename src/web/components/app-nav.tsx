import { NavLink } from "react-router";
import { useDict } from "../i18n";
import enCommon, { type CommonDict } from "../i18n/en/common";
import { Icon, type IconName } from "./icons";
import { LogoutButton } from "./logout-button";

type ShellKey = keyof CommonDict["shell"];

interface NavItem {
  to: string;
  label: ShellKey;
  icon: IconName;
  badge?: ShellKey;
  end?: boolean;
}

const investorLinks: readonly NavItem[] = [
  { to: "/dashboard", label: "dashboard", icon: "dashboard" },
  { to: "/markets", label: "markets", icon: "candles" },
  { to: "/portfolio", label: "portfolio", icon: "briefcase" },
  { to: "/traders", label: "traders", icon: "users" },
  { to: "/plans", label: "upgradePlan", icon: "trendingUp", badge: "newBadge" },
  { to: "/deposits", label: "deposit", icon: "arrowDown" },
  { to: "/withdrawals", label: "withdraw", icon: "arrowUp" },
  { to: "/transactions", label: "transactions", icon: "list" },
  { to: "/referrals", label: "referrals", icon: "users" },
  { to: "/verification", label: "verification", icon: "shield" },
  { to: "/profile", label: "profile", icon: "user" },
];

const adminLinks: readonly NavItem[] = [
  { to: "/admin", label: "overview", icon: "dashboard", end: true },
  { to: "/admin/users", label: "manageUsers", icon: "users" },
  { to: "/admin/transactions", label: "transactions", icon: "list" },
  { to: "/admin/traders", label: "traders", icon: "trendingUp" },
  { to: "/admin/verifications", label: "verifications", icon: "shield" },
  { to: "/admin/audit", label: "auditLog", icon: "shield" },
];

/** Whether the path is in the admin area (spec: "by whether the path contains /admin"). */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
  }`;

/** The link list of the sidebar and the drawer, plus Logout. */
export function AppNav({ admin, onNavigate }: { admin: boolean; onNavigate?: () => void }) {
  const links = admin ? adminLinks : investorLinks;
  const t = useDict("common", enCommon).shell;
  return (
    <div className="flex h-full flex-col">
      <nav aria-label={admin ? "Admin" : "Account"} className="flex-1">
        <ul className="space-y-1">
          {links.map(({ to, label, icon, badge, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
                <Icon name={icon} className="size-5 shrink-0" />
                <span className="flex-1">{t[label]}</span>
                {badge ? (
                  <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-[11px] font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
                    {t[badge]}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
        <LogoutButton />
      </div>
    </div>
  );
}
