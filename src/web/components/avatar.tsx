/** Initials of the first two words of a name: "Jane Mary Doe" -> "JM". */
function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
}

const sizes = { sm: "size-9 text-sm", md: "size-12 text-base", lg: "size-24 text-3xl" } as const;

/** The user's picture, or their initials drawn locally (no third-party avatar service). */
export function Avatar({
  name,
  src,
  size = "sm",
}: {
  name: string;
  src?: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  if (src) {
    return <img src={src} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 select-none items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-300`}
    >
      {initials(name) || "?"}
    </span>
  );
}
