import type { CopyAdminDict } from "../en/copy-admin";

const copyAdmin: CopyAdminDict = {
  traders: {
    title: "Traders",
    intro:
      "Todos los traders con sus copiadores y el dinero que los copia. Cifras tal como las muestra la página pública.",
    loading: "Cargando traders...",
    empty: "Todavía no hay ningún trader. Puede nombrar uno desde la página de un usuario.",
    table: "Traders",
    trader: "Trader",
    status: "Estado",
    mode: "Cuenta",
    copiers: "Copiadores",
    copiedAmount: "Importe copiado",
    ownEquity: "Patrimonio propio",
    profitShare: "Participación en beneficios",
    risk: "Riesgo",
    return12m: "Rentabilidad 12 meses",
    since: "Desde",
    totals: "{copiers} copiadores, {amount} copiados en total",
  },
  copies: {
    title: "Copias",
    empty: "Este usuario no copia a ningún trader.",
    loading: "Cargando copias...",
    trader: "Trader",
    status: "Estado",
    mode: "Modo",
    invested: "Invertido",
    equity: "Patrimonio",
    pnl: "P&L",
    fees: "Comisiones pagadas",
    started: "Inicio",
  },
  statuses: { active: "Activa", paused: "En pausa", stopped: "Detenida", "blown-up": "Cuenta perdida" },
  modes: { live: "Real", practice: "Práctica" },
};

export default copyAdmin;
