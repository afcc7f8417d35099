import { LEGAL_UPDATED, LegalBody, PageShell } from "../../components/landing/page-shell";
import { format, localeOf, useDict, useLang } from "../../i18n";
import enPages from "../../i18n/en/pages";

export function Component() {
  const t = useDict("pages", enPages);
  const date = LEGAL_UPDATED.toLocaleDateString(localeOf(useLang()), { dateStyle: "long", timeZone: "UTC" });
  return (
    <PageShell title={t.privacy.title} intro={t.privacy.intro}>
      <LegalBody
        sections={t.privacy.sections}
        updated={format(t.updated, { date })}
        onThisPage={t.onThisPage}
      />
    </PageShell>
  );
}
