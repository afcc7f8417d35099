import { useState } from "react";
import { Link } from "react-router";
import type { AdminUserSummary } from "../../../shared/schemas/admin";
import { useAdminUsers } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { Avatar } from "../../components/avatar";
import { useDebouncedValue } from "../../components/hooks/use-debounced-value";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { PagedList } from "../../components/ui/paged-list";
import { SearchBox } from "../../components/ui/search-box";
import { useDict, useLang } from "../../i18n";
import { countryName } from "../../i18n/countries";
import { displayUserName } from "../../i18n/descriptions";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";

export function Component() {
  const [text, setText] = useState("");
  const t = useDict("admin", enAdmin);
  const { messages } = useDict("common", enCommon);
  const search = useDebouncedValue(text.trim());
  const users = useAdminUsers(search);

  return (
    <Page title={t.users.title}>
      <div className="mb-5 max-w-md">
        <SearchBox value={text} onChange={setText} placeholder={messages.searchUser} />
      </div>
      {users.isPending ? (
        <LoadingBlock label={t.users.loading} />
      ) : users.isError && !users.data ? (
        <ErrorBlock message={errorMessage(users.error)} onRetry={() => users.refetch()} />
      ) : (
        <PagedList
          query={users}
          label={t.users.listLabel}
          listClass="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
          empty={messages.noUsersFound}
          emptyClass="rounded-2xl border border-dashed border-slate-300 py-12 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400"
          footerClass="mt-6 flex flex-col items-center gap-2"
          reportNextPageError
        >
          {(user) => <UserCard key={user.id} user={user} />}
        </PagedList>
      )}
    </Page>
  );
}

function UserCard({ user }: { user: AdminUserSummary }) {
  const t = useDict("admin", enAdmin);
  const common = useDict("common", enCommon);
  const lang = useLang();
  return (
    <li>
      <Link
        to={`/admin/users/${user.id}`}
        className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-emerald-500 focus-visible:border-emerald-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-400"
      >
        <Avatar name={user.name} src={user.avatar} size="md" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2">
            <span className="truncate font-medium text-slate-900 dark:text-white">
              {displayUserName(user.name, common)}
            </span>
            {user.isAdmin ? (
              <span className="shrink-0 rounded bg-slate-900 px-1.5 py-0.5 text-[11px] font-semibold text-white dark:bg-white dark:text-slate-900">
                {t.admin}
              </span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <span className="truncate">{user.country ? countryName(user.country, lang) : "—"}</span>
            <span
              className={`inline-block size-1.5 shrink-0 rounded-full ${user.isActive ? "bg-emerald-500" : "bg-slate-400"}`}
              aria-hidden="true"
            />
            <span>{user.isActive ? t.active : t.inactive}</span>
            {user.awaitingAdminApproval ? (
              <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                {t.users.awaitingAdmin}
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </li>
  );
}
