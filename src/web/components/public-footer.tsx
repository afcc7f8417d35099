import { Link } from "react-router";
import { LogoMark, productName } from "./logo";

const columns = [
  {
    title: "Quick Links",
    links: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About" },
      { to: "/plans", label: "Plans" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/", label: "Copy Trading" },
      { to: "/", label: "Referral Program" },
      { to: "/", label: "Blog" },
    ],
  },
] as const;

export const riskWarning = "Trading involves risk; past performance and plan returns are not guaranteed.";

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark />
            <span className="text-lg">{productName}</span>
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Copy the positions of professional traders in forex, indices and crypto.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      className="rounded text-sm text-slate-600 hover:text-emerald-700 dark:text-slate-400 dark:hover:text-emerald-400"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-500 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8 dark:text-slate-400">
          <p>{riskWarning}</p>
          <p>
            © {new Date().getFullYear()} {productName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
