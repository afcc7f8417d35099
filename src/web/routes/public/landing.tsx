import { ContactSection } from "../../components/landing/contact-section";
import { FaqSection } from "../../components/landing/faq";
import { FeaturesSection, ServicesSection, WhyChooseUsSection } from "../../components/landing/features";
import { Hero } from "../../components/landing/hero";
import { PlansGrid } from "../../components/landing/plans-grid";
import { Section } from "../../components/landing/section";
import { TestimonialsSection } from "../../components/landing/testimonials";
import { TickerTape } from "../../components/landing/ticker-tape";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";

function PlansSection() {
  const t = useDict("common", enCommon).plans;
  return (
    <Section id="plans" heading={t} tone="muted">
      <PlansGrid />
    </Section>
  );
}

/** The landing page (spec sections 1 and 2). Anchors: #about, #services, #plans, #contact. */
export function Component() {
  return (
    <>
      <TickerTape />
      <Hero />
      <FeaturesSection />
      <WhyChooseUsSection />
      <ServicesSection />
      <TestimonialsSection />
      <FaqSection />
      <PlansSection />
      <ContactSection />
    </>
  );
}
