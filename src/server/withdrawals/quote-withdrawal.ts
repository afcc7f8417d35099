import { centsToDecimal, percentOf } from "../../shared/money";

/** The processing fee shown before submitting (and, with an amount, what it costs and pays out). */
export function quoteWithdrawal(feePercent: number, amount?: bigint) {
  if (amount === undefined || amount <= 0n) return { percent: feePercent };
  const fee = percentOf(amount, feePercent);
  return {
    percent: feePercent,
    amount: centsToDecimal(amount),
    fee: centsToDecimal(fee),
    netAmount: centsToDecimal(amount - fee),
  };
}
