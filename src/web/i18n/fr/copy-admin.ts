import type { CopyAdminDict } from "../en/copy-admin";

const copyAdmin: CopyAdminDict = {
  traders: {
    title: "Traders",
    intro:
      "Tous les traders avec leurs copieurs et l'argent qui les copie. Chiffres tels que la page publique les affiche.",
    loading: "Chargement des traders...",
    empty:
      "Aucun utilisateur n'est encore trader. Vous pouvez en désigner un depuis la page d'un utilisateur.",
    table: "Traders",
    trader: "Trader",
    status: "Statut",
    mode: "Compte",
    copiers: "Copieurs",
    copiedAmount: "Montant copié",
    ownEquity: "Fonds propres",
    profitShare: "Part des gains",
    risk: "Risque",
    return12m: "Performance 12 mois",
    since: "Depuis",
    totals: "{copiers} copieurs, {amount} copiés au total",
  },
  copies: {
    title: "Copies",
    empty: "Cet utilisateur ne copie aucun trader.",
    loading: "Chargement des copies...",
    trader: "Trader",
    status: "Statut",
    mode: "Mode",
    invested: "Investi",
    equity: "Fonds propres",
    pnl: "P&L",
    fees: "Frais payés",
    started: "Début",
  },
  statuses: { active: "Active", paused: "En pause", stopped: "Arrêtée", "blown-up": "Compte perdu" },
  modes: { live: "Réel", practice: "Entraînement" },
};

export default copyAdmin;
