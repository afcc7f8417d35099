const skeletonClass =
  "flex size-full items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800/60";

/** Where a chart will draw, while its library loads or when it has nothing to draw (then `message` says why). */
export function ChartSkeleton({ className, message }: { className?: string; message?: string | undefined }) {
  return (
    <div className={[skeletonClass, className].filter(Boolean).join(" ")}>
      {message ? <p className="text-sm text-slate-600 dark:text-slate-400">{message}</p> : null}
    </div>
  );
}
