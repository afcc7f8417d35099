import { type MessageKey, messages } from "../../../shared/messages";

function pick<K extends MessageKey>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, messages[key] as string])) as Record<K, string>;
}

/** Texts shared by every page: header, footer, the signed-in shell, plans and the contact form. */
const common = {
  nav: { home: "Home", about: "About", plans: "Plans", contact: "Contact", login: "Login" },
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
  },
  theme: { toDark: "Switch to dark theme", toLight: "Switch to light theme" },
  language: { label: "Language" },
  footer: {
    blurb: "Copy the positions of professional traders in forex, indices and crypto.",
    quickLinks: "Quick Links",
    legal: "Legal",
    company: "Company",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    copyTrading: "Copy Trading",
    referralProgram: "Referral Program",
    blog: "Blog",
    riskWarning: "Trading involves risk; past performance and plan returns are not guaranteed.",
    rights: "All rights reserved.",
  },
  shell: {
    dashboard: "Dashboard",
    trade: "Trade",
    upgradePlan: "Upgrade Plan",
    deposit: "Deposit",
    withdraw: "Withdraw",
    transactions: "Transactions",
    referrals: "Referrals",
    profile: "Profile",
    overview: "Overview",
    manageUsers: "Manage Users",
    auditLog: "Audit Log",
    newBadge: "New",
    admin: "Admin",
    adminDashboard: "Admin Dashboard",
    userDashboard: "User Dashboard",
    openNavigation: "Open navigation menu",
    closeNavigation: "Close navigation menu",
    navigationMenu: "Navigation menu",
    logout: "Logout",
    loggingOut: messages.loggingOut as string,
    openUserMenu: "Open user menu",
  },
  plans: {
    eyebrow: "Our Plans",
    title: "Choose a plan that fits your goals",
    subtitle: "Every plan includes copy trading by our professionals and 24/7 support.",
    recommended: "Recommended",
    investNow: "Invest Now",
    perDay: "ROI per day",
    range: "{min} to {max}",
    unlimited: "Unlimited",
    offer: ["{roi}% ROI per day", "{days} days duration", "24/7 support"],
    labels: { basic: "Basic Plan", vast: "Vast Plan", mega: "Mega Plan", tera: "Tera Plan" },
    riskNote: "Returns are not guaranteed. Trading involves risk, including the loss of capital.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Get in touch with us",
    text: "We're here to help you. If you have any questions, please don't hesitate to contact us.",
    fullName: "Full Name",
    fullNamePlaceholder: "Jane Doe",
    email: "Email",
    emailPlaceholder: "you@example.com",
    message: "Message",
    messagePlaceholder: "How can we help?",
    send: "Send",
    sending: "Sending...",
    emailUs: "Email",
    hours: "Support hours",
    hoursValue: "24/7, every day of the year",
    response: "Response time",
    responseValue: "Usually within a few hours",
  },
  /** The signed-in trade dialogs: upgrading the ongoing trade and closing it. */
  trade: {
    upgradeTitle: "Confirm Upgrade",
    upgradeText: "Your ongoing trade moves into the new plan together with the amount you add.",
    currentPlan: "Current plan",
    newPlan: "New plan",
    amountAdded: "Amount added",
    newTotal: "New total",
    amountToAdd: "Amount to add (USD)",
    upgradeHint: "Your {plan} trade of {amount} moves here; enter the amount to add.",
    closeTrade: "Close trade",
    closeTitle: "Close Trade",
    closeText:
      "Are you sure you want to close your trade? Its amount returns to your balance, without profit.",
    plan: "Plan",
    tradeAmount: "Trade amount",
    cancel: "Cancel",
    confirm: "Confirm",
  },
  /** Admin transaction screens: the four-eyes control (DUAL_APPROVAL_ABOVE). */
  fourEyes: {
    awaitingSecondApproval: messages.awaitingSecondApproval as string,
    filterAwaiting: "Awaiting 2nd approval",
    firstApprovalRecorded: messages.firstApprovalRecorded as string,
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    back: "Back to home",
  },
  /** Server and validation messages shown on public pages, by key of shared/messages.ts. */
  messages: pick([
    "fullNameRequired",
    "fullNameTooLong",
    "emailRequired",
    "emailInvalid",
    "messageRequired",
    "messageTooLong",
    "messageSent",
    "tooManyRequests",
    "internal",
    "selectImage",
    "imageTypeNotAccepted",
    "imageTooLarge",
  ]),
  /** The register form's non-blocking referral warning and the referrals list's status. */
  referral: {
    unknownId: "We could not find this referral ID. You can still sign up without it.",
    pendingActivation: "Pending activation",
  },
  /** Counted texts: the Intl.PluralRules category of the count picks the form (see `plural`). */
  counts: {
    pendingWithdrawals: {
      one: "You have {count} pending withdrawal",
      other: "You have {count} pending withdrawals",
    },
  },
};

export type CommonDict = typeof common;
export default common;
