/**
 * Marketing content of the public site, with the spec's values as defaults (spec sections 1 and 9;
 * docs/design.md, Where we differ from the spec, point 8). English is the source; src/web/i18n translates the texts by id. Figures are
 * data: change them here, never in a component.
 */
import type { MarketSymbol } from "./market-symbols";

// The plan catalogue lives in one place; the public pages read it from here with the rest.
export { PLANS, type Plan } from "./plans";
export const UNLIMITED_PLAN_MAX = 999999;

/** Landing claims (spec section 1). */
export const figures = {
  winRatePercent: 95,
  profitFactor: 1.85,
  averageTradeHours: 12,
  yearsOfExperience: 10,
  maxRoiPercent: 80,
  indexTradingRoiPercent: 41,
  activationHours: 24,
} as const;

/** Ticker tape instruments and the chart (spec section 9). */
export const tickerSymbols: readonly MarketSymbol[] = ["SPX", "NDX", "EURUSD", "BTCUSD", "ETHUSD"];
export const chartSymbol: MarketSymbol = "BTCUSDT";

export interface Card<Id extends string> {
  id: Id;
  title: string;
  description: string;
}

export type StatId = "winRate" | "profitFactor" | "tradeDuration";
/** The hero's three stat tiles. `value` is built from `figures`. */
export const stats: readonly { id: StatId; label: string; value: string }[] = [
  { id: "winRate", label: "Average win rate", value: `${figures.winRatePercent}%` },
  { id: "profitFactor", label: "Profit factor", value: String(figures.profitFactor) },
  { id: "tradeDuration", label: "Average trade duration", value: `${figures.averageTradeHours}h` },
];

export type FeatureId = "realTime" | "support" | "security" | "deposits" | "withdrawals" | "transparency";
/** Selling points (spec section 1). */
export const features: readonly Card<FeatureId>[] = [
  {
    id: "realTime",
    title: "Real-time data",
    description:
      "Follow prices and your positions as they move, with market data served from our own platform.",
  },
  {
    id: "support",
    title: "24/7 online support",
    description: "Our support team answers day and night, on weekdays and weekends alike.",
  },
  {
    id: "security",
    title: "Higher security",
    description: "Encrypted connections, protected sessions and an append-only ledger behind every balance.",
  },
  {
    id: "deposits",
    title: "Multiple deposit options",
    description: "Fund your account with crypto wallets, bank transfers or e-wallets.",
  },
  {
    id: "withdrawals",
    title: "Instant withdrawal",
    description:
      "Withdrawals are paid out instantly after confirmation; network delays rarely exceed a few minutes.",
  },
  {
    id: "transparency",
    title: "Transparency",
    description: "Every deposit, withdrawal, trade and profit appears in your transaction history.",
  },
];

export type ReasonId = "experience" | "roi" | "novices" | "activation";
/** Why Choose Us; `{years}`, `{roi}` and `{hours}` are filled from `figures`. */
export const reasons: readonly Card<ReasonId>[] = [
  {
    id: "experience",
    title: "{years}+ years of experience",
    description:
      "Our traders have worked the forex, index and crypto markets through more than a decade of cycles.",
  },
  {
    id: "roi",
    title: "Up to {roi}% ROI",
    description: "Plans are built for growth, with daily returns that depend on the plan you choose.",
  },
  {
    id: "novices",
    title: "Made for novice traders",
    description: "Mirror the positions of professional traders without having to place every trade yourself.",
  },
  {
    id: "activation",
    title: "Activation within {hours} hours",
    description: "Open an account in minutes; our team activates new accounts within a day.",
  },
];

export type ServiceId = "copyTrading" | "advisory" | "forex" | "indices" | "etf" | "cfd";
/** Services (spec section 1). */
export const services: readonly Card<ServiceId>[] = [
  {
    id: "copyTrading",
    title: "Copy trading",
    description: "Automatically mirror the positions of experienced traders, in proportion to your capital.",
  },
  {
    id: "advisory",
    title: "Financial advisory",
    description: "Talk to our advisers about your goals, your risk tolerance and the plan that fits them.",
  },
  {
    id: "forex",
    title: "Forex trading",
    description: "Trade the major and minor currency pairs of the world's largest market, around the clock.",
  },
  {
    id: "indices",
    title: "Index trading",
    description:
      "Gain exposure to whole markets such as the S&P 500 and Nasdaq 100, with ROI rates up to {indexRoi}%.",
  },
  {
    id: "etf",
    title: "ETF stocks",
    description: "Diversify with exchange-traded funds that track sectors, regions and commodities.",
  },
  {
    id: "cfd",
    title: "CFDs",
    description: "Take positions on rising or falling prices with contracts for difference.",
  },
];

export interface Testimonial {
  id: string;
  testimony: string;
  name: string;
  initials: string;
  role: string;
}
/** Five testimonials for the carousel (spec section 9). Names and roles are illustrative. */
export const testimonials: readonly Testimonial[] = [
  {
    id: "t1",
    testimony:
      "I had never traded before. Copying professional positions let me learn while my account grew, and support answered every question.",
    name: "Amelia Carter",
    initials: "AC",
    role: "Nurse, investor since 2022",
  },
  {
    id: "t2",
    testimony:
      "Withdrawals arrive quickly after confirmation, and every movement shows up in my history. That transparency is why I stayed.",
    name: "Daniel Okafor",
    initials: "DO",
    role: "Software engineer",
  },
  {
    id: "t3",
    testimony:
      "The Vast Plan fit my budget. The dashboard is clear, and I always know what my ongoing trade is doing.",
    name: "Sofia Martínez",
    initials: "SM",
    role: "Small business owner",
  },
  {
    id: "t4",
    testimony:
      "I like that the platform is honest about risk. The advisers helped me choose a plan I am comfortable with.",
    name: "Lukas Weber",
    initials: "LW",
    role: "Retired engineer",
  },
  {
    id: "t5",
    testimony:
      "Depositing with crypto took minutes, and my account was activated the same day. Great experience overall.",
    name: "Priya Nair",
    initials: "PN",
    role: "Graduate student",
  },
];

export type FaqId =
  | "createAccount"
  | "paymentMethods"
  | "withdrawals"
  | "security"
  | "support"
  | "deposit"
  | "fees"
  | "referral";
/** The 8 FAQ entries (spec section 1). */
export const faqs: readonly { id: FaqId; question: string; answer: string }[] = [
  {
    id: "createAccount",
    question: "How do I create an account?",
    answer:
      "Click Sign Up, fill in your details (name, email, phone number, country and a password) and verify your email. Our team activates new accounts within {hours} hours.",
  },
  {
    id: "paymentMethods",
    question: "Which payment methods do you accept?",
    answer:
      "We accept several cryptocurrencies; the available wallets are listed on the deposit page. Bank transfers and e-wallets are available on request through support.",
  },
  {
    id: "withdrawals",
    question: "How long do withdrawals take?",
    answer:
      "Withdrawals are processed instantly after confirmation. Depending on the network, the funds may take a few minutes to arrive in your wallet.",
  },
  {
    id: "security",
    question: "Is my money and data safe?",
    answer:
      "Connections are encrypted, sessions are protected and every balance change is recorded in an append-only ledger. We never share your personal data with third parties for marketing.",
  },
  {
    id: "support",
    question: "When can I reach support?",
    answer: "Our support team is available 24/7. Use the contact form and we will get back to you quickly.",
  },
  {
    id: "deposit",
    question: "How do I deposit funds?",
    answer:
      "Open Deposit in your dashboard, choose a payment method, enter the amount in USD and follow the payment instructions. Your deposit is credited once it is confirmed.",
  },
  {
    id: "fees",
    question: "Are there any hidden fees?",
    answer:
      "No. There are no hidden fees. The only charge is the processing fee on withdrawals, which is shown to you before you confirm.",
  },
  {
    id: "referral",
    question: "Do you have a referral program?",
    answer:
      "Yes. Share your referral link with friends: when they sign up with it, you receive a bonus credited to your account.",
  },
];
