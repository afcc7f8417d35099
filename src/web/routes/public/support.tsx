import { Link } from "react-router";
import { figures } from "../../../shared/content";
import { PageSection, PageShell, TextCards } from "../../components/landing/page-shell";
import { buttonClass } from "../../components/ui/button";
import { format, useDict } from "../../i18n";
import enPages from "../../i18n/en/pages";

/** /support (linked from the inactive-account screen). */
export function Component() {
  const t = useDict("pages", enPages).support;
  return (
    <PageShell title={t.title} intro={format(t.intro, { hours: figures.activationHours })}>
      <PageSection id="topics" title={t.topicsTitle}>
        <TextCards items={t.topics} />
      </PageSection>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass()}>
          {t.contactButton}
        </Link>
        <Link to="/#faq" className={buttonClass("secondary")}>
          {t.faqButton}
        </Link>
      </div>
    </PageShell>
  );
}
