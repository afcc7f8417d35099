import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { Me } from "../../shared/schemas/user";
import { saveLanguage } from "../api/language";
import { meQueryKey } from "../api/query-client";
import { LANG_PARAM, type Lang, languages, setLanguage, useDict, useLang } from "../i18n";
import enCommon from "../i18n/en/common";
import { Icon } from "./icons";

/**
 * The language choice (our own i18n, remembered in localStorage and, signed in, on the account):
 * a labelled native select.
 *
 * It is also a plain form to `?lang=` (the server sends the page in that language and sets the
 * language cookie), so a choice never depends on the app having hydrated (issue 29 point 8):
 * without JavaScript an Apply button sends it; with JavaScript, before hydration, the page's loader
 * (main.tsx) sends it on change; once hydrated, the app switches in place.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useDict("common", enCommon);
  const lang = useLang();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const onChange = async (next: Lang) => {
    setBusy(true);
    try {
      await setLanguage(next);
      // Signed in: the choice is saved on the account too (kept across devices and sign-ins).
      if (queryClient.getQueryData<Me | null>(meQueryKey)) {
        const me = await saveLanguage(next).catch(() => null);
        if (me) queryClient.setQueryData(meQueryKey, me);
      }
    } finally {
      setBusy(false);
    }
  };

  // Hydrated, the select's change does it all; a native submission would reload the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form method="get" onSubmit={onSubmit} className={`inline-flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t.language.label}
      </label>
      <div className="relative flex flex-1 items-center">
        <Icon
          name="globe"
          className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400"
        />
        <select
          id={id}
          name={LANG_PARAM}
          value={lang}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(event) => void onChange(event.target.value as Lang)}
          className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-slate-200 bg-transparent py-0 pr-8 pl-8 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 [&>option]:bg-white [&>option]:text-slate-900 dark:[&>option]:bg-slate-900 dark:[&>option]:text-slate-100"
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute right-2.5 size-4 text-slate-500 dark:text-slate-400"
        />
      </div>
      <noscript>
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {t.language.apply}
        </button>
      </noscript>
    </form>
  );
}
