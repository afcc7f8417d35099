import { useState } from "react";
import { Link } from "react-router";
import type { AuditEntry } from "../../../shared/schemas/admin";
import { useAdminAudit } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { useDebouncedValue } from "../../components/hooks/use-debounced-value";
import { textLinkClass } from "../../components/ui/field";
import { ErrorBlock, LoadingBlock, Page } from "../../components/ui/page";
import { PagedList } from "../../components/ui/paged-list";
import { SearchBox } from "../../components/ui/search-box";
import { useDict } from "../../i18n";
import { displayUserName } from "../../i18n/descriptions";
import enAdmin from "../../i18n/en/admin";
import enCommon from "../../i18n/en/common";
import { useFormatters } from "../../i18n/formatters";

export function Component() {
  const [text, setText] = useState("");
  const t = useDict("admin", enAdmin).audit;
  const { messages } = useDict("common", enCommon);
  const search = useDebouncedValue(text.trim());
  const audit = useAdminAudit(search);

  return (
    <Page title={t.title} intro={t.intro}>
      <div className="mb-5 max-w-md">
        <SearchBox value={text} onChange={setText} placeholder={t.search} />
      </div>
      {audit.isPending ? (
        <LoadingBlock label={t.loading} />
      ) : audit.isError && !audit.data ? (
        <ErrorBlock message={errorMessage(audit.error)} onRetry={() => audit.refetch()} />
      ) : (
        <PagedList
          query={audit}
          label={t.listLabel}
          listClass="divide-y divide-slate-200 dark:divide-slate-800"
          empty={messages.noAuditEntries}
          inCard
        >
          {(entry) => <AuditRow key={entry.id} entry={entry} />}
        </PagedList>
      )}
    </Page>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useDict("admin", enAdmin).audit;
  const common = useDict("common", enCommon);
  const fmt = useFormatters();
  const when = new Date(entry.createdAt);
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5 md:grid-cols-[11rem_1fr]">
      <time dateTime={entry.createdAt} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
        {fmt.date(when)} {fmt.time(when)}
      </time>
      {/* Long values (wallet addresses, ids) wrap anywhere rather than widen the page. */}
      <div className="min-w-0 space-y-1 text-sm [overflow-wrap:anywhere]">
        <p className="text-slate-900 dark:text-white">
          <span className="font-medium">
            {entry.actor ? displayUserName(entry.actor.name, common) : entry.actorId}
          </span>{" "}
          <span className="text-slate-600 dark:text-slate-300">
            {(t.actions[entry.action] ?? entry.action).toLowerCase()}
          </span>{" "}
          <Target entry={entry} />
        </p>
        <Changes before={entry.before} after={entry.after} />
        {entry.reason ? (
          <p className="text-slate-600 dark:text-slate-400">
            <span className="font-medium">{t.reason}</span> {entry.reason}
          </p>
        ) : null}
        <p className="font-mono text-[11px] text-slate-500 dark:text-slate-400">{entry.action}</p>
      </div>
    </li>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const t = useDict("admin", enAdmin).audit;
  const common = useDict("common", enCommon);
  if (entry.targetTransaction) {
    // "rejected transaction TNX-123456 of Jane Doe", not the internal id.
    return (
      <span className="text-slate-600 dark:text-slate-300">
        <span className="font-mono text-xs text-slate-900 dark:text-white">
          {entry.targetTransaction.transactionId}
        </span>
        {entry.targetUser ? (
          <>
            {t.of}
            <Link to={`/admin/users/${entry.targetUser.id}`} className={textLinkClass}>
              {displayUserName(entry.targetUser.name, common)}
            </Link>
          </>
        ) : null}
      </span>
    );
  }
  if (entry.targetUser) {
    return (
      <Link to={`/admin/users/${entry.targetUser.id}`} className={textLinkClass}>
        {displayUserName(entry.targetUser.name, common)}
      </Link>
    );
  }
  if (entry.targetType === "settings") return null;
  return (
    <span className="text-slate-600 dark:text-slate-300">
      {entry.targetType} <span className="font-mono text-xs">{entry.targetId}</span>
    </span>
  );
}

/** A person an audit value names (a four-eyes proposer or approver): shown by name and email. */
function isPerson(value: unknown): value is { name: string; email: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { name?: unknown }).name === "string" &&
    typeof (value as { email?: unknown }).email === "string"
  );
}

/** before -> after, field by field (plain JSON values). */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const t = useDict("admin", enAdmin).audit;
  const asRecord = (value: unknown) =>
    value && typeof value === "object" ? (value as Record<string, unknown>) : ({} as Record<string, unknown>);
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return null;
  const show = (value: unknown, key: string) =>
    value === undefined
      ? "—"
      : typeof value === "string"
        ? key === "status"
          ? (t.statuses[value] ?? value)
          : value
        : isPerson(value)
          ? `${value.name} (${value.email})`
          : JSON.stringify(value);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      {keys.map((key) => (
        <span key={key}>
          <span className="font-medium">{t.fields[key] ?? key}</span>:{" "}
          {key in b ? <span>{show(b[key], key)}</span> : null}
          {key in b && key in a ? (
            <span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">{t.changedTo}</span>
            </span>
          ) : null}
          {key in a ? <span className="text-slate-900 dark:text-slate-100">{show(a[key], key)}</span> : null}
        </span>
      ))}
    </p>
  );
}
