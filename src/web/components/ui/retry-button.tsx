const retryButtonClass =
  "h-9 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** 'Try again' under a failed load: a plain outlined button (`className` adds spacing or text size). */
export function RetryButton({
  label,
  onRetry,
  className,
}: {
  label: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className={className ? `${className} ${retryButtonClass}` : retryButtonClass}
    >
      {label}
    </button>
  );
}
