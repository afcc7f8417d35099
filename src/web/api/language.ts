import { updateMe } from "../../shared/contract/users";
import type { Language } from "../../shared/languages";
import type { Me } from "../../shared/schemas/user";
import { currentLang, hasChosenLanguage, setLanguage } from "../i18n";
import { callEndpoint } from "./call-endpoint";

/** Saves the language on the signed-in user's account (PATCH /api/v1/me). */
export function saveLanguage(language: Language): Promise<Me> {
  return callEndpoint(updateMe, { body: { language } });
}

/**
 * At sign-in (and sign-up): the language saved on the account wins and is applied (and kept in the
 * browser by setLanguage); an account without one takes the language picked in this browser, so a
 * choice made before signing in is kept. Later page loads follow the browser's choice, which the
 * language switch saves on the account whenever it changes.
 */
export async function adoptAccountLanguage(me: Me | null): Promise<void> {
  if (!me) return;
  if (me.language) {
    if (me.language !== currentLang()) {
      // A translation that fails to load leaves the page in its current language.
      await setLanguage(me.language).catch(() => {});
    }
    return;
  }
  if (hasChosenLanguage()) void saveLanguage(currentLang()).catch(() => {});
}
