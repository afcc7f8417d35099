import type { AppropriatenessDict } from "../en/appropriateness";

const appropriateness: AppropriatenessDict = {
  title: "Avant de copier avec de l'argent réel",
  intro:
    "Cinq questions courtes sur les risques du copy trading et de l'effet de levier. Nous vous les posons parce que copier un trader peut faire perdre de l'argent rapidement ; vos réponses sont conservées sur votre compte.",
  submit: "Envoyer mes réponses",
  passed: "Merci : vous pouvez désormais copier des traders avec de l'argent réel.",
  failed:
    "D'après vos réponses, copier avec de l'argent réel pourrait ne pas vous convenir. Vous pouvez copier en mode entraînement et repasser le questionnaire après {time}.",
  questions: {
    leverage: {
      question:
        "Avec un effet de levier de 10:1, une variation de prix de 5 % contre votre position modifie vos fonds propres d'environ :",
      fivePercent: "5 %",
      fiftyPercent: "50 %",
      halfPercent: "0,5 %",
    },
    copyLosses: {
      question: "Si le trader que vous copiez perd de l'argent, votre copie :",
      protected: "Est protégée par la plateforme",
      proportional: "Perd de l'argent en proportion de sa taille",
      refunded: "Est remboursée par le trader",
    },
    pastPerformance: {
      question: "Les performances passées d'un trader :",
      guarantee: "Garantissent des performances futures similaires",
      notReliable: "Ne sont pas un indicateur fiable des résultats futurs",
      average: "Sont la moyenne de tous les traders",
    },
    stopLoss: {
      question: "Un stop-loss de copie de 30 % :",
      neverMore: "Garantit que vous ne perdrez jamais plus de 30 %",
      closesCanGap:
        "Ferme la copie quand ses fonds propres tombent à 70 % de votre investissement ; sur un marché rapide, elle peut se fermer plus bas",
      takesProfit: "Encaisse votre gain quand la copie progresse de 30 %",
    },
    affordLoss: {
      question: "L'argent que vous consacrez au copy trading doit être :",
      affordToLose: "De l'argent que vous pouvez vous permettre de perdre",
      savings: "Une épargne dont vous aurez besoin le mois prochain",
      borrowed: "De l'argent emprunté",
    },
  },
};

export default appropriateness;
