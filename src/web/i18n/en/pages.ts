/** Long-form public pages: about, contact, support, terms, privacy. */
const pages = {
  updated: "Last updated: {date}",
  onThisPage: "On this page",
  about: {
    title: "About Swift Trade Exchange",
    intro:
      "Swift Trade Exchange is an investment and copy-trading platform. We give novice traders access to the positions of experienced professionals in forex, indices, ETFs and crypto, with clear plans and support around the clock.",
    missionTitle: "Our mission",
    mission:
      "Professional trading has long been out of reach for most people. Our mission is to make it accessible and understandable: you choose a plan, our traders do the work, and you follow every movement of your account in real time.",
    valuesTitle: "What we stand for",
    values: [
      {
        title: "Transparency",
        text: "Every deposit, withdrawal, trade and profit is recorded and visible in your history.",
      },
      {
        title: "Security",
        text: "Encrypted connections, protected sessions and an append-only ledger behind every balance.",
      },
      {
        title: "Support",
        text: "A team that answers 24/7, and advisers who help you choose a plan you are comfortable with.",
      },
    ],
    numbersTitle: "In numbers",
    years: "Years of experience",
    winRate: "Average win rate",
    profitFactor: "Profit factor",
    tradeDuration: "Average trade duration",
    ctaTitle: "Ready to start?",
    ctaText: "Open an account in a few minutes; new accounts are activated within {hours} hours.",
    ctaButton: "Get Started",
    ctaPlans: "See our plans",
  },
  plans: {
    title: "Our Plans",
    intro:
      "Four plans, from a first step to a serious commitment. Sign up, deposit, and subscribe to a plan from your dashboard.",
    howTitle: "How it works",
    steps: [
      "Create your account and wait for activation (within 24 hours).",
      "Deposit funds with one of the available payment methods.",
      "Subscribe to a plan with an amount within its range.",
      "Claim your profit when you want to close your trade.",
    ],
  },
  contact: {
    title: "Contact us",
    intro:
      "Questions about an account, a plan or a payment? Send us a message and our team will reply by email.",
  },
  support: {
    title: "Support",
    intro:
      "Our support team is available 24/7. If your account is not active yet, it is usually activated within {hours} hours of sign-up; contact us if it takes longer.",
    topicsTitle: "Common topics",
    topics: [
      {
        title: "Account activation",
        text: "New accounts are reviewed by our team. You can sign in meanwhile; the dashboard unlocks once your account is active.",
      },
      {
        title: "Deposits",
        text: "A deposit shows as pending until it is confirmed, then it is added to your balance. Keep the transaction ID of your payment.",
      },
      {
        title: "Withdrawals",
        text: "Withdrawal requests are processed after confirmation. The processing fee is shown before you confirm; network delays are usually a few minutes.",
      },
    ],
    contactButton: "Contact support",
    faqButton: "Read the FAQ",
  },
  terms: {
    title: "Terms of Service",
    intro:
      "These terms govern your use of Swift Trade Exchange. By creating an account or using the site you agree to them. Please read them carefully.",
    sections: [
      {
        title: "1. Eligibility",
        body: [
          "You must be at least 18 years old and legally able to enter into a contract in your country of residence. You are responsible for complying with the laws that apply to you.",
        ],
      },
      {
        title: "2. Your account",
        body: [
          "Keep your credentials confidential; you are responsible for activity under your account. Give accurate information at sign-up and keep it up to date.",
          "New accounts are reviewed and activated by our team. We may deactivate an account that breaches these terms or the law.",
        ],
      },
      {
        title: "3. Plans and risk",
        body: [
          "Plan returns are targets, not promises. Trading in forex, indices, ETFs, CFDs and crypto involves substantial risk, including the loss of the capital you invest. Past performance does not guarantee future results.",
          "Invest only money you can afford to lose. Nothing on this site is personal financial advice.",
        ],
      },
      {
        title: "4. Deposits and withdrawals",
        body: [
          "Deposits are credited after confirmation. Withdrawals are processed after confirmation; a processing fee, shown before you confirm, is deducted from the payout. Network delays outside our control may apply.",
        ],
      },
      {
        title: "5. Referral program",
        body: [
          "When someone signs up with your referral link, a referral bonus is credited to your account. Abuse of the program (for example self-referral) may lead to the bonus being reversed.",
        ],
      },
      {
        title: "6. Liability",
        body: [
          "The service is provided as is. To the extent permitted by law, we are not liable for indirect losses, or for losses caused by market movements, network delays or events beyond our reasonable control.",
        ],
      },
      {
        title: "7. Changes and contact",
        body: [
          "We may update these terms; the date above shows the latest version. Questions: use the contact form.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    intro:
      "This policy explains what personal data we collect, why, and the choices you have. We collect only what we need to run your account.",
    sections: [
      {
        title: "1. Data we collect",
        body: [
          "Account data: name, email, phone number, country, referral information and an optional profile picture. Financial records: deposits, withdrawals, trades and balances. Contact messages you send us.",
        ],
      },
      {
        title: "2. How we use it",
        body: [
          "To create and secure your account, process transactions, answer your messages, send service emails (such as withdrawal confirmations) and meet legal obligations.",
        ],
      },
      {
        title: "3. Cookies and local storage",
        body: [
          "We use one session cookie to keep you signed in, and your browser's local storage to remember your theme and language. We use no advertising or tracking cookies and load no third-party scripts.",
        ],
      },
      {
        title: "4. Sharing",
        body: [
          "We do not sell your data. We share it only with service providers that help us run the platform (such as email delivery), under contract, or when the law requires it.",
        ],
      },
      {
        title: "5. Retention and deletion",
        body: [
          "We keep account data while your account is open. When an account is deleted, personal data is scrubbed; financial records are kept where the law requires it.",
        ],
      },
      {
        title: "6. Your rights",
        body: [
          "You may ask for access to, correction of, or deletion of your personal data. Contact us through the contact form.",
        ],
      },
    ],
  },
};

export type PagesDict = typeof pages;
export default pages;
