/** A dialog's error that is not about one field (the server's answer), read out when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
    >
      {message}
    </p>
  );
}
