/** The admin's copy-trading screens: the traders list and a user's copies. */
const copyAdmin = {
  traders: {
    title: "Traders",
    intro:
      "Every trader with their copiers and the money that copies them. Figures as the public page shows them.",
    loading: "Loading traders...",
    empty: "No user is a trader yet. Make one from a user's page.",
    table: "Traders",
    trader: "Trader",
    status: "Status",
    mode: "Account",
    copiers: "Copiers",
    copiedAmount: "Amount copied",
    ownEquity: "Own equity",
    profitShare: "Profit share",
    risk: "Risk",
    return12m: "Return 12 months",
    since: "Since",
    totals: "{copiers} copiers, {amount} copied in total",
  },
  copies: {
    title: "Copies",
    empty: "This user copies no trader.",
    loading: "Loading copies...",
    trader: "Trader",
    status: "Status",
    mode: "Mode",
    invested: "Invested",
    equity: "Equity",
    pnl: "P&L",
    fees: "Fees paid",
    started: "Started",
  },
  statuses: { active: "Active", paused: "Paused", stopped: "Stopped", "blown-up": "Blown up" },
  modes: { live: "Live", practice: "Practice" },
};

export type CopyAdminDict = typeof copyAdmin;
export default copyAdmin;
