import type { AssessmentQuestionId } from "../../../shared/appropriateness";

/** The appropriateness questionnaire before the first live copy (src/shared/appropriateness.ts scores it). */
const appropriateness = {
  title: "Before you copy with real money",
  intro:
    "Five short questions on the risks of copy trading and leverage. We ask them because copying a trader can lose money quickly; your answers are kept on your account.",
  submit: "Submit answers",
  passed: "Thank you: you can now copy traders with real money.",
  failed:
    "Based on your answers, copying with real money may not be appropriate for you. You can copy in practice mode, and retake the questionnaire after {time}.",
  questions: {
    leverage: {
      question: "With 10:1 leverage, a 5% price move against your position changes your equity by about:",
      fivePercent: "5%",
      fiftyPercent: "50%",
      halfPercent: "0.5%",
    },
    copyLosses: {
      question: "If the trader you copy loses money, your copy:",
      protected: "Is protected by the platform",
      proportional: "Loses money in proportion to its size",
      refunded: "Is refunded by the trader",
    },
    pastPerformance: {
      question: "A trader's past returns:",
      guarantee: "Guarantee similar future returns",
      notReliable: "Are not a reliable indicator of future results",
      average: "Are the average of all traders",
    },
    stopLoss: {
      question: "A copy stop-loss of 30%:",
      neverMore: "Guarantees that you never lose more than 30%",
      closesCanGap:
        "Closes the copy when its equity falls to 70% of what you invested; fast markets can close it lower",
      takesProfit: "Takes your profit when the copy is up 30%",
    },
    affordLoss: {
      question: "The money you put into copy trading should be:",
      affordToLose: "Money you can afford to lose",
      savings: "Savings you need next month",
      borrowed: "Borrowed money",
    },
  } satisfies Record<AssessmentQuestionId, Record<string, string>>,
};

export type AppropriatenessDict = typeof appropriateness;
export default appropriateness;
