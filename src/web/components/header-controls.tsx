import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

/** The language switch (from the sm breakpoint up) and the theme toggle of both top bars. */
export function LanguageAndTheme() {
  return (
    <>
      <div className="hidden sm:block">
        <LanguageSwitch />
      </div>
      <ThemeToggle />
    </>
  );
}
