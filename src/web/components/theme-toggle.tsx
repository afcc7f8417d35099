import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { useHydrated } from "../prerendered";
import { toggleTheme, useTheme } from "../theme";
import { Icon } from "./icons";

export function ThemeToggle() {
  const theme = useTheme();
  const t = useDict("common", enCommon);
  const label = theme === "dark" ? t.theme.toLight : t.theme.toDark;
  // Disabled (visibly) until the app runs: on a prerendered page a click would otherwise do nothing.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      disabled={!hydrated}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {theme === "dark" ? <Icon name="sun" /> : <Icon name="moon" />}
    </button>
  );
}
