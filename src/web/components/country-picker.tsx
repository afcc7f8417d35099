import { type Ref, useId, useMemo, useState } from "react";
import { countries, flagEmoji } from "../../shared/countries";
import { useDict, useLang } from "../i18n";
import { countryName, filterCountriesIn } from "../i18n/countries";
import enAuth from "../i18n/en/auth";
import { Icon } from "./icons";
import { Dialog } from "./ui/dialog";
import { FieldShell, inputBorder, inputClass } from "./ui/field";

const MAX_RESULTS = 5;

const codeByName = new Map(countries.map((country) => [country.name, country.code]));

interface CountryFieldProps {
  label: string;
  value: string;
  onChange: (name: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
  name?: string;
}

/** A field that opens a country picker modal: type to filter, at most 5 matches with their flags. */
export function CountryField({ label, value, onChange, onBlur, error, ref, name }: CountryFieldProps) {
  const id = useId();
  const searchId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const lang = useLang();
  const matches = useMemo(() => filterCountriesIn(query, lang, MAX_RESULTS), [query, lang]);
  const code = codeByName.get(value);
  const t = useDict("auth", enAuth).country;

  const choose = (countryName: string) => {
    onChange(countryName);
    setOpen(false);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setQuery("");
    else onBlur?.();
  };

  return (
    <FieldShell id={id} label={label} error={error}>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t.title}
        description={t.description}
        trigger={
          <button
            ref={ref}
            id={id}
            name={name}
            type="button"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} ${inputBorder(Boolean(error))} flex items-center justify-between gap-2 text-left`}
          >
            {value ? (
              <span className="flex min-w-0 items-center gap-2">
                {code ? <span aria-hidden="true">{flagEmoji(code)}</span> : null}
                <span className="truncate">{countryName(value, lang)}</span>
              </span>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">{t.placeholder}</span>
            )}
            <Icon name="chevronDown" className="size-4 shrink-0 text-slate-500" />
          </button>
        }
      >
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t.search}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={t.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              const first = matches[0];
              if (event.key === "Enter" && first) {
                event.preventDefault();
                choose(first.name);
              }
            }}
            aria-controls={listId}
            className={`${inputClass} ${inputBorder(false)} pl-9`}
          />
        </div>
        <ul id={listId} aria-label={t.list} className="mt-3 space-y-1" aria-live="polite">
          {matches.length === 0 ? (
            <li className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t.none}</li>
          ) : (
            matches.map((country) => (
              <li key={country.code}>
                <button
                  type="button"
                  onClick={() => choose(country.name)}
                  aria-pressed={country.name === value}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm hover:bg-slate-100 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-800 dark:hover:bg-slate-800 dark:aria-pressed:bg-emerald-500/10 dark:aria-pressed:text-emerald-300"
                >
                  <span aria-hidden="true" className="text-xl leading-none">
                    {flagEmoji(country.code)}
                  </span>
                  <span>{country.label}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      </Dialog>
    </FieldShell>
  );
}
