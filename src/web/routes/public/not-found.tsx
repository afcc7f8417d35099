import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";

export function Component() {
  const t = useDict("common", enCommon).notFound;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t.text}</p>
      <Link to="/" className={buttonClass("primary", "mt-8")}>
        {t.back}
      </Link>
    </div>
  );
}
