import type { UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../api/client";
import { ErrorBlock, LoadingBlock } from "./page";

/**
 * A query's answer in the one way every section shows it: the loading line while it loads, the
 * error with a retry when it fails, what `empty` makes of the data when `isEmpty` says there is
 * nothing, else what `children` makes of it.
 */
export function QueryBlock<T>({
  query,
  loading,
  error = errorMessage,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** The loading line's label (the generic "Loading..." without). */
  loading?: string;
  /** The text of a failure (the error's own message by default). */
  error?: (error: Error) => string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode | ((data: T) => ReactNode);
  /** The content, or what makes it of the data where it reads the data. */
  children: ReactNode | ((data: T) => ReactNode);
}) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) return <ErrorBlock message={error(query.error)} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return shown(empty, query.data);
  return shown(children, query.data);
}

function shown<T>(content: ReactNode | ((data: T) => ReactNode), data: T): ReactNode {
  return typeof content === "function" ? content(data) : content;
}
