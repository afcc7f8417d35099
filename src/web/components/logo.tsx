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

/** Logo and product name, linking to `to`. `compactName` hides the name on very narrow screens. */
export function Logo({ to = "/", compactName = false }: { to?: string; compactName?: boolean }) {
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight">
      <LogoMark />
      <span className={compactName ? "hidden text-base sm:inline sm:text-lg" : "text-base sm:text-lg"}>
        {productName}
      </span>
    </Link>
  );
}
