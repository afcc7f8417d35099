import { faqs, features, reasons, services, stats, testimonials } from "../../../shared/content";

const byId = <T extends { id: string }, V>(items: readonly T[], pick: (item: T) => V) =>
  Object.fromEntries(items.map((item) => [item.id, pick(item)])) as Record<T["id"], V>;

/** The landing page. Content texts come from shared/content.ts (the source), keyed by id. */
const landing = {
  hero: {
    badge: "Copy trading for forex, indices and crypto",
    title: "Invest alongside professional traders",
    subtitle:
      "Mirror the positions of experienced traders, follow the markets in real time and grow your portfolio with a plan that fits you.",
    investNow: "Invest Now",
    learnMore: "Learn More",
    statsLabel: "Performance",
    statsBasedOn: "Based on {count} closed live positions of our traders over the last 12 months.",
    statsClaimed:
      "Figures stated by the platform; measured figures appear once our traders have closed 100 live positions.",
    pastPerformance: "Past performance is not a reliable indicator of future results.",
  },
  stats: byId(stats, (item) => item.label),
  market: {
    tickerLabel: "Market ticker",
    chartTitle: "BTC/USDT",
    chartSubtitle: "Bitcoin, hourly candles",
    chartLabel: "Bitcoin price chart, hourly candles",
    simulated: "Simulated data",
    simulatedHint: "The live market feed is unreachable; figures are simulated for illustration.",
    live: "Live data",
    loading: "Loading market data…",
    unavailable: "Market data is unavailable right now.",
    last: "Last",
    change24h: "24h change",
    pauseTicker: "Pause ticker",
    playTicker: "Play ticker",
  },
  about: {
    eyebrow: "About us",
    title: "Features & Benefits",
    subtitle: "Everything you need to invest with confidence, in one place.",
  },
  features: byId(features, (item) => ({ title: item.title, description: item.description })),
  why: {
    eyebrow: "Why Choose Us",
    title: "Professional trading, made accessible",
    subtitle: "We combine experienced traders, clear plans and responsive support.",
  },
  reasons: byId(reasons, (item) => ({ title: item.title, description: item.description })),
  servicesSection: {
    eyebrow: "Services",
    title: "What we offer",
    subtitle: "From hands-off copy trading to advice for your own strategy.",
  },
  services: byId(services, (item) => ({ title: item.title, description: item.description })),
  testimonialsSection: {
    eyebrow: "Testimonials",
    title: "What our investors say",
    carouselLabel: "Testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    goTo: "Show testimonial {n} of {total}",
    slide: "{n} of {total}",
  },
  testimonials: byId(testimonials, (item) => ({ testimony: item.testimony, role: item.role })),
  faqSection: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    subtitle: "Select a question to see its answer.",
    modalTitle: "Get Answer",
    contactSupport: "Contact Support",
  },
  faqs: byId(faqs, (item) => ({ question: item.question, answer: item.answer })),
};

export type LandingDict = typeof landing;
export default landing;
