import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DashboardIcon,
  ListIcon,
  ShieldIcon,
  TrendingUpIcon,
  UserIcon,
  UsersIcon,
} from "./icons";
import { LogoutButton } from "./logout-button";

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: string;
  end?: boolean;
}

export const investorLinks: readonly NavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: DashboardIcon },
  { to: "/plans", label: "Upgrade Plan", icon: TrendingUpIcon, badge: "New" },
  { to: "/deposits", label: "Deposit", icon: ArrowDownIcon },
  { to: "/withdrawals", label: "Withdraw", icon: ArrowUpIcon },
  { to: "/transactions", label: "Transactions", icon: ListIcon },
  { to: "/referrals", label: "Referrals", icon: UsersIcon },
  { to: "/profile", label: "Profile", icon: UserIcon },
];

export const adminLinks: readonly NavItem[] = [
  { to: "/admin", label: "Overview", icon: DashboardIcon, end: true },
  { to: "/admin/users", label: "Manage Users", icon: UsersIcon },
  { to: "/admin/transactions", label: "Transactions", icon: ListIcon },
  { to: "/admin/audit", label: "Audit Log", icon: ShieldIcon },
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
  return (
    <div className="flex h-full flex-col">
      <nav aria-label={admin ? "Admin" : "Account"} className="flex-1">
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon, badge, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
                <Icon className="size-5 shrink-0" />
                <span className="flex-1">{label}</span>
                {badge ? (
                  <span className="rounded-full bg-emerald-600 px-2 py-0.5 text-[11px] font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
                    {badge}
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
