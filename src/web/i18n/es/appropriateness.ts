import type { AppropriatenessDict } from "../en/appropriateness";

const appropriateness: AppropriatenessDict = {
  title: "Antes de copiar con dinero real",
  intro:
    "Cinco preguntas breves sobre los riesgos del copy trading y del apalancamiento. Se las hacemos porque copiar a un trader puede hacerle perder dinero rápidamente; sus respuestas se guardan en su cuenta.",
  submit: "Enviar respuestas",
  passed: "Gracias: ya puede copiar traders con dinero real.",
  failed:
    "Según sus respuestas, copiar con dinero real podría no ser adecuado para usted. Puede copiar en modo práctica y repetir el cuestionario después de {time}.",
  questions: {
    leverage: {
      question:
        "Con un apalancamiento de 10:1, un movimiento del precio del 5% en contra de su posición cambia su patrimonio en aproximadamente:",
      fivePercent: "5%",
      fiftyPercent: "50%",
      halfPercent: "0,5%",
    },
    copyLosses: {
      question: "Si el trader que copia pierde dinero, su copia:",
      protected: "Está protegida por la plataforma",
      proportional: "Pierde dinero en proporción a su tamaño",
      refunded: "Recibe un reembolso del trader",
    },
    pastPerformance: {
      question: "La rentabilidad pasada de un trader:",
      guarantee: "Garantiza rentabilidades futuras similares",
      notReliable: "No es un indicador fiable de resultados futuros",
      average: "Es la media de todos los traders",
    },
    stopLoss: {
      question: "Un stop-loss de copia del 30%:",
      neverMore: "Garantiza que nunca perderá más del 30%",
      closesCanGap:
        "Cierra la copia cuando su patrimonio cae al 70% de lo invertido; en mercados rápidos puede cerrarse más abajo",
      takesProfit: "Recoge su beneficio cuando la copia gana un 30%",
    },
    affordLoss: {
      question: "El dinero que destine al copy trading debe ser:",
      affordToLose: "Dinero que puede permitirse perder",
      savings: "Ahorros que necesitará el mes que viene",
      borrowed: "Dinero prestado",
    },
  },
};

export default appropriateness;
