import { Link } from "react-router";

/** The brand mark: a rising line in an emerald tile. Decorative; the product name is the text. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-emerald-600 dark:fill-emerald-500" />
      <path
        d="M7 21.5l6-6 4 4 8-9"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 10.5h5v5"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const productName = "Swift Trade Exchange";

/**
 * Logo and product name, linking to `to`. `compactName` hides the name below the sm breakpoint;
 * `"narrow"` visually hides it (still the link's name) only on the narrowest phones (< 360 px),
 * where the public header's name, theme toggle and menu button would not fit side by side.
 */
export function Logo({ to = "/", compactName = false }: { to?: string; compactName?: boolean | "narrow" }) {
  const nameClass =
    compactName === true
      ? "hidden text-base sm:inline sm:text-lg"
      : compactName === "narrow"
        ? "text-base max-[359px]:sr-only sm:text-lg"
        : "text-base sm:text-lg";
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight">
      <LogoMark />
      <span className={nameClass}>{productName}</span>
    </Link>
  );
}
