const look = "rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300";

/** A dialog's error that is not about one field (the server's answer), read out when it appears. */
export function FormError({
  message,
  className,
}: {
  message: string;
  /** Spacing above the message. */
  className?: string;
}) {
  return (
    <p role="alert" className={className ? `${className} ${look}` : look}>
      {message}
    </p>
  );
}
