import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router";
import { useDict } from "../i18n";
import enCommon, { type CommonDict } from "../i18n/en/common";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BriefcaseIcon,
  CandlesIcon,
  DashboardIcon,
  ListIcon,
  ShieldIcon,
  TrendingUpIcon,
  UserIcon,
  UsersIcon,
} from "./icons";
import { LogoutButton } from "./logout-button";

type ShellKey = keyof CommonDict["shell"];

interface NavItem {
  to: string;
  label: ShellKey;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: ShellKey;
  end?: boolean;
}

const investorLinks: readonly NavItem[] = [
  { to: "/dashboard", label: "dashboard", icon: DashboardIcon },
  { to: "/trade", label: "trade", icon: CandlesIcon },
  { to: "/portfolio", label: "portfolio", icon: BriefcaseIcon },
  { to: "/plans", label: "upgradePlan", icon: TrendingUpIcon, badge: "newBadge" },
  { to: "/deposits", label: "deposit", icon: ArrowDownIcon },
  { to: "/withdrawals", label: "withdraw", icon: ArrowUpIcon },
  { to: "/transactions", label: "transactions", icon: ListIcon },
  { to: "/referrals", label: "referrals", icon: UsersIcon },
  { to: "/profile", label: "profile", icon: UserIcon },
];

const adminLinks: readonly NavItem[] = [
  { to: "/admin", label: "overview", icon: DashboardIcon, end: true },
  { to: "/admin/users", label: "manageUsers", icon: UsersIcon },
  { to: "/admin/transactions", label: "transactions", icon: ListIcon },
  { to: "/admin/traders", label: "traders", icon: TrendingUpIcon },
  { to: "/admin/audit", label: "auditLog", icon: ShieldIcon },
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
          {links.map(({ to, label, icon: Icon, badge, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
                <Icon className="size-5 shrink-0" />
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
