import { Link } from "react-router";
import { useMarketStats } from "../api/market";
import { format, useDict } from "../i18n";
import enCommon, { type CommonDict } from "../i18n/en/common";
import { LanguageSwitch } from "./language-switch";
import { LogoMark, productName } from "./logo";

function columns(t: CommonDict) {
  return [
    {
      title: t.footer.quickLinks,
      links: [
        { to: "/", label: t.nav.home },
        { to: "/about", label: t.nav.about },
        { to: "/plans", label: t.nav.plans },
        { to: "/contact", label: t.nav.contact },
      ],
    },
    {
      title: t.footer.legal,
      links: [
        { to: "/terms", label: t.footer.terms },
        { to: "/privacy", label: t.footer.privacy },
      ],
    },
    {
      title: t.footer.company,
      links: [
        { to: "/traders", label: t.footer.copyTrading },
        { to: "/", label: t.footer.referralProgram },
        { to: "/", label: t.footer.blog },
      ],
    },
  ];
}

export function PublicFooter() {
  const t = useDict("common", enCommon);
  // The measured share of investors who lost money, once enough of them (GET /api/v1/market-stats).
  const investors = useMarketStats().data?.investors;
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark />
            <span className="text-lg">{productName}</span>
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t.footer.blurb}</p>
          <LanguageSwitch className="mt-4" />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns(t).map((column) => (
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
          <p>
            {t.footer.riskWarning}
            {investors
              ? ` ${format(t.footer.investorsLost, { percent: Number(investors.lostPercent).toFixed(0) })}`
              : ""}
          </p>
          {/* Prerendered pages carry the build's year: a page built last year must still hydrate. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {productName}. {t.footer.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
