/** What search engines and link previews show of the public pages (prerendered heads, decision 0015). */
const meta = {
  siteName: "Swift Trade Exchange",
  /** The `og:locale` of this language. */
  locale: "en_US",
  pages: {
    home: {
      title: "Swift Trade Exchange: invest alongside professional traders",
      description:
        "Copy trading, forex, indices and crypto investment plans with daily returns, transparent fees and 24/7 support. Trading involves risk.",
    },
    about: {
      title: "About us | Swift Trade Exchange",
      description:
        "Who we are: an investment and copy-trading platform that gives novice traders access to the positions of experienced professionals.",
    },
    plans: {
      title: "Investment plans | Swift Trade Exchange",
      description:
        "Compare the Basic, Vast, Mega and Tera plans: amounts, daily returns and duration. Returns are not guaranteed.",
    },
    contact: {
      title: "Contact us | Swift Trade Exchange",
      description:
        "Questions about plans, deposits or your account? Send us a message; we answer around the clock.",
    },
    terms: {
      title: "Terms of Service | Swift Trade Exchange",
      description:
        "The terms that govern your account, plans, deposits, withdrawals and the referral program.",
    },
    privacy: {
      title: "Privacy Policy | Swift Trade Exchange",
      description: "What personal data we collect, why, how long we keep it and the rights you have over it.",
    },
    support: {
      title: "Support | Swift Trade Exchange",
      description:
        "Help with account activation, deposits and withdrawals, and how to reach our support team.",
    },
    traders: {
      title: "Traders to copy | Swift Trade Exchange",
      description:
        "Every trader you can copy, with returns, drawdown, risk score and fees from their real account history. Past performance is not a reliable indicator of future results.",
    },
    login: {
      title: "Sign in | Swift Trade Exchange",
      description: "Sign in to your Swift Trade Exchange account to manage your portfolio.",
    },
  },
};

export default meta;
export type MetaDict = typeof meta;
