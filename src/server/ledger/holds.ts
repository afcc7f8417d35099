import { type AccountRef, systemAccount, userAccount } from "./accounts";

type Posting = { account: AccountRef; amount: bigint };

/** Reserves `amount` of the user's balance for a pending withdrawal (hold up, holds-control down). */
export function placeHold(userId: string, amount: bigint): Posting[] {
  return [
    { account: userAccount(userId, "hold"), amount },
    { account: systemAccount("holds-control"), amount: -amount },
  ];
}

/** Gives a withdrawal's hold back (on rejection, and as part of approval). */
export function releaseHold(userId: string, amount: bigint): Posting[] {
  return [
    { account: userAccount(userId, "hold"), amount: -amount },
    { account: systemAccount("holds-control"), amount },
  ];
}
