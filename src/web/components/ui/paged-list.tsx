import type { ReactNode } from "react";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import { LoadMoreButton } from "./button";
import { Card } from "./card";

/** What PagedList reads of an infinite query whose pages hold `items`. */
export interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

const plainEmpty = "px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400";
const borderedFooter = "flex flex-col items-center gap-2 border-t border-slate-200 p-4 dark:border-slate-800";

/**
 * The loaded pages of a searchable list as one list (`children` renders an item), faded and
 * aria-busy while a new search loads, `empty` when there is nothing, and 'Load more' under it
 * while the server has more (saying so above it, with `reportNextPageError`, when a page failed).
 */
export function PagedList<T>({
  query,
  label,
  listClass,
  empty,
  emptyClass = plainEmpty,
  footerClass = borderedFooter,
  reportNextPageError = false,
  inCard = false,
  children,
}: {
  query: PagedQuery<T>;
  label: string;
  listClass: string;
  empty: string;
  emptyClass?: string;
  footerClass?: string;
  reportNextPageError?: boolean;
  /** Draw the list in a flush card. */
  inCard?: boolean;
  children: (item: T) => ReactNode;
}) {
  const { messages } = useDict("common", enCommon);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = query.isPlaceholderData && query.isFetching;
  const busy = {
    "aria-busy": searching || undefined,
    className: searching ? "opacity-60 transition-opacity" : undefined,
  };
  const content = (
    <>
      {items.length === 0 ? (
        <p className={emptyClass}>{empty}</p>
      ) : (
        <ul aria-label={label} className={listClass}>
          {items.map(children)}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className={footerClass}>
          {reportNextPageError && query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {messages.internal}
            </p>
          ) : null}
          <LoadMoreButton pending={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />
        </div>
      ) : null}
    </>
  );
  return inCard ? (
    <Card as="div" padding="none" {...busy}>
      {content}
    </Card>
  ) : (
    <div {...busy}>{content}</div>
  );
}
