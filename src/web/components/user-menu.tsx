import { DropdownMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import type { Me } from "../../shared/schemas/user";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { isAdminPath } from "./app-nav";
import { Avatar } from "./avatar";
import { Icon } from "./icons";

const itemClass =
  "flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

export function UserMenu({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const inAdmin = isAdminPath(pathname);
  const t = useDict("common", enCommon).shell;
  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by its (screen-reader) text, not aria-label: the visible initials are decoration. */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800">
        <span className="sr-only">{t.openUserMenu}</span>
        <Avatar name={me.name} src={me.avatar} />
        <Icon name="chevronDown" className="size-4 text-slate-500 dark:text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
              {me.name}
            </span>
            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{me.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={inAdmin ? "/admin/profile" : "/profile"}>{t.profile}</Link>
          </DropdownMenu.Item>
          {me.isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={inAdmin ? "/dashboard" : "/admin"}>
                {inAdmin ? t.userDashboard : t.adminDashboard}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/plans">{t.upgradePlan}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
