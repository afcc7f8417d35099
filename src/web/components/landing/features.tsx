import { Link } from "react-router";
import {
  type FeatureId,
  features,
  figures,
  type ReasonId,
  reasons,
  type ServiceId,
  services,
} from "../../../shared/content";
import { format, useDict } from "../../i18n";
import enLanding from "../../i18n/en/landing";
import { Icon, type IconName } from "../icons";
import { Card } from "../ui/card";
import { iconTileClass, Section } from "./section";

const featureIcons: Record<FeatureId, IconName> = {
  realTime: "trendingUp",
  support: "clock",
  security: "shield",
  deposits: "arrowDown",
  withdrawals: "arrowUp",
  transparency: "list",
};

const reasonIcons: Record<ReasonId, IconName> = {
  experience: "clock",
  roi: "trendingUp",
  novices: "users",
  activation: "user",
};

const serviceIcons: Record<ServiceId, IconName> = {
  copyTrading: "users",
  advisory: "user",
  forex: "trendingUp",
  indices: "dashboard",
  etf: "list",
  cfd: "arrowUp",
};

const fill = {
  years: figures.yearsOfExperience,
  roi: figures.maxRoiPercent,
  hours: figures.activationHours,
  indexRoi: figures.indexTradingRoiPercent,
};

/** A feature card (`card`) or a centred reason (`column`): its icon on a tile, a title and a text. */
function IconItem({
  look,
  icon,
  title,
  text,
}: {
  look: "card" | "column";
  icon: IconName;
  title: string;
  text: string;
}) {
  const content = (
    <>
      <span className={look === "card" ? iconTileClass : `${iconTileClass} size-12`}>
        <Icon name={icon} />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
    </>
  );
  return look === "card" ? (
    <Card as="li" padding="landing">
      {content}
    </Card>
  ) : (
    <li className="text-center">{content}</li>
  );
}

/** The items of a section as IconItems: three columns of cards, or four of centred columns. */
function IconItemList<Id extends string>({
  look,
  items,
  icons,
  texts,
  fill,
}: {
  look: "card" | "column";
  items: readonly { id: Id }[];
  icons: Record<Id, IconName>;
  texts: Record<Id, { title: string; description: string }>;
  /** The figures the texts name, where they name any. */
  fill?: Record<string, string | number>;
}) {
  const show = (text: string) => (fill ? format(text, fill) : text);
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${look === "card" ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {items.map(({ id }) => (
        <IconItem
          key={id}
          look={look}
          icon={icons[id]}
          title={show(texts[id].title)}
          text={show(texts[id].description)}
        />
      ))}
    </ul>
  );
}

/** #about: Features & Benefits. */
export function FeaturesSection() {
  const t = useDict("landing", enLanding);
  return (
    <Section id="about" heading={t.about}>
      <IconItemList look="card" items={features} icons={featureIcons} texts={t.features} />
    </Section>
  );
}

export function WhyChooseUsSection() {
  const t = useDict("landing", enLanding);
  return (
    <Section heading={t.why} tone="muted">
      <IconItemList look="column" items={reasons} icons={reasonIcons} texts={t.reasons} fill={fill} />
    </Section>
  );
}

/** #services: the six services of spec section 1. */
export function ServicesSection() {
  const t = useDict("landing", enLanding);
  return (
    <Section id="services" heading={t.servicesSection}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ id }) => {
          return (
            <Card key={id} as="li" padding="landing" className="flex gap-4">
              <span className={`${iconTileClass} shrink-0`}>
                <Icon name={serviceIcons[id]} />
              </span>
              <div>
                <h3 className="text-lg font-semibold">
                  {id === "copyTrading" ? (
                    <Link
                      to="/traders"
                      className="rounded text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
                    >
                      {t.services[id].title}
                    </Link>
                  ) : (
                    t.services[id].title
                  )}
                </h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {format(t.services[id].description, fill)}
                </p>
              </div>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
