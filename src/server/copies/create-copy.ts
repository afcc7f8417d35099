import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { copyAmountAtLeast, messages } from "../../shared/messages";
import { formatUsd } from "../../shared/money";
import { START_NAV } from "../../shared/nav-math";
import { COPY_RISK_SCORE_LIMIT, type Copy, type createCopyInput } from "../../shared/schemas/copies";
import type { Quote } from "../../shared/schemas/market";
import { formatFixed, marginCents, notionalCents } from "../../shared/trading-math";
import type { Actor } from "../auth/actor";
import type { Config } from "../config";
import type { Runner } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { rowId } from "../db/row-id";
import { copies, traders, tradingAccounts, users } from "../db/schema";
import { conflict, forbidden, notFound, unprocessable } from "../http/errors";
import { traderRiskScore } from "../traders/risk-score";
import { fixedOf } from "../trading/account-figures";
import { increasePosition, notCopied } from "../trading/apply-fill";
import { ensurePracticeAccount } from "../trading/ensure-practice-account";
import { instrumentOf } from "../trading/instrument-of";
import { fillPrice, type QuoteSource, quotesFor } from "../trading/quote-source";
import { figuresOf, openPositionsOf, type TradingAccountRow } from "../trading/trading-account";
import { usableQuote } from "../trading/usable-quotes";
import { hasPassedAssessment, latestAssessment } from "./assessment-passed";
import { addCopyEvent, type CopyRow, publishCopyChange, traderAccountOf } from "./copy-store";
import { type FixedMargin, mirrorQuantity } from "./decide-mirror";
import { loadCopy } from "./load-copies";
import { moveCopyCash } from "./move-copy-cash";
import { traderNav } from "./trader-nav";

type CreateCopyOutput = z.output<typeof createCopyInput>;
/** The parsed body; callers in tests may leave out what has a default. */
export type CreateCopyData = Omit<CreateCopyOutput, "takeProfitPercent" | "sizing"> &
  Partial<Pick<CreateCopyOutput, "takeProfitPercent" | "sizing">>;
export type CopyRules = Pick<Config, "copyMinAmount" | "appropriatenessRequired">;

/**
 * POST /api/v1/copies (issue 13): moves `amount` from the investor's available balance (live) or
 * practice cash (practice) into a new copy account and starts copying the trader. Refused below
 * COPY_MIN_AMOUNT, for yourself, a stopped trader, a trader whose risk score is 8 or more, a second
 * copy of the same trader (409), and live without a passed appropriateness questionnaire (when
 * required). With copyOpenPositions, the trader's open positions are opened at today's quote,
 * sized as mirroring sizes them (mirrorQuantity: by copy equity / trader equity, or the fixed
 * margin per position); those below the minimum notional are skipped and logged.
 */
export async function createCopy(
  db: Runner,
  market: QuoteSource,
  rules: CopyRules,
  actor: Actor,
  input: CreateCopyData,
): Promise<Copy> {
  const { amount, mode } = input;
  const investorId = actor.userId;
  if (amount < rules.copyMinAmount) {
    const message = copyAmountAtLeast(formatUsd(rules.copyMinAmount));
    throw unprocessable("COPY_AMOUNT_TOO_SMALL", message, { amount: message });
  }
  if (input.traderId === investorId) throw unprocessable("COPY_YOURSELF", messages.copyYourself);
  const [trader] = await db.select().from(traders).where(eq(traders.userId, input.traderId));
  if (!trader) throw notFound(messages.traderProfileNotFound);
  if (trader.stoppedAt) throw unprocessable("TRADER_UNAVAILABLE", messages.copyTraderUnavailable);
  if ((await traderRiskScore(db, market, trader.userId)) >= COPY_RISK_SCORE_LIMIT)
    throw unprocessable("TRADER_TOO_RISKY", messages.copyTraderTooRisky);
  if (mode === "live" && rules.appropriatenessRequired && !(await hasPassedAssessment(db, investorId))) {
    const failed = (await latestAssessment(db, investorId)) !== undefined;
    throw forbidden(failed ? messages.assessmentFailed : messages.assessmentRequired, "ASSESSMENT_REQUIRED");
  }

  if (mode === "practice") await ensurePracticeAccount(db, investorId);
  const traderAccount = await traderAccountOf(db, trader.userId, mode);
  const practiceOwn = mode === "practice" ? await traderAccountOf(db, investorId, "practice") : undefined;
  const quotes = await quotesFor(market, [
    ...(traderAccount ? (await openPositionsOf(db, traderAccount.id)).map((row) => row.symbol) : []),
    ...(practiceOwn ? (await openPositionsOf(db, practiceOwn.id)).map((row) => row.symbol) : []),
  ]);
  const traderNavAtStart = await traderNav(db, market, trader.userId, mode);

  return db.transaction(async (tx) => {
    // Share-locked first: a deletion of this investor (which stops their copies) commits wholly
    // before this request or after it, never in between.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, investorId), isNull(users.deletedAt)))
      .for("share");
    if (!owner) throw notFound(messages.userNotFound);
    const [account] = await tx
      .insert(tradingAccounts)
      .values({ id: rowId(), userId: investorId, kind: "copy", mode })
      .returning();
    const copyId = rowId();
    let copy: CopyRow;
    try {
      [copy] = (await tx
        .insert(copies)
        .values({
          id: copyId,
          investorId,
          traderId: trader.userId,
          accountId: account!.id,
          mode,
          stopLossPercent: input.stopLossPercent,
          takeProfitPercent: input.takeProfitPercent ?? null,
          sizing: input.sizing ?? "proportional",
          fixedMargin: input.sizing === "fixed" ? (input.fixedMargin ?? null) : null,
          copyOpenPositions: input.copyOpenPositions,
          invested: amount,
          highWaterMark: formatFixed(START_NAV),
          traderNavAtStart: formatFixed(traderNavAtStart),
        })
        .returning()) as [CopyRow];
    } catch (error) {
      if (isUniqueViolation(error, "copies_one_per_trader"))
        throw conflict("COPY_ALREADY_ACTIVE", messages.copyAlreadyActive);
      throw error;
    }

    // The one funding path of a copy (adding funds later goes through it too).
    await moveCopyCash(tx, market, { copy, account: account! }, amount, 0n, new Map(quotes));
    await addCopyEvent(tx, copyId, { kind: "created", amount });

    if (input.copyOpenPositions && traderAccount) {
      await copyOpenPositions(tx, market, {
        copyId,
        account: account!,
        traderAccount,
        equity: amount,
        fixedMargin: copy.fixedMargin,
        quotes,
        actorId: investorId,
      });
    }
    await publishCopyChange(tx, { id: copyId, investorId });
    const [row] = await tx.select().from(copies).where(eq(copies.id, copyId));
    return loadCopy(tx, market, row!);
  });
}

interface OpenPositionsInput {
  copyId: string;
  account: TradingAccountRow;
  traderAccount: TradingAccountRow;
  /** The copy's equity (its first amount). */
  equity: bigint;
  /** Fixed-amount copies: the margin per open (null: proportional). */
  fixedMargin: FixedMargin;
  quotes: Map<string, Quote>;
  actorId: string;
}

/**
 * Opens each of the trader's open positions in the new copy at today's quote: quantity = trader
 * quantity x copy equity / trader equity, floored to the lot step, same side and leverage. One
 * below the minimum notional, without a usable quote, on a disabled instrument or beyond the copy's
 * free margin is skipped, and the skip logged with its reason.
 */
async function copyOpenPositions(tx: Runner, market: QuoteSource, input: OpenPositionsInput) {
  const mode = input.account.mode;
  const { figures: trader, open } = await figuresOf(tx, market, input.traderAccount.id, input.quotes);
  let freeMargin = input.equity;
  for (const position of open) {
    const side = position.side;
    const traderQuantity = fixedOf(position.quantity);
    const base = {
      symbol: position.symbol,
      side,
      traderQuantity: position.quantity,
      traderPrice: position.averagePrice,
    };
    const skip = (reason: string, quantity?: bigint) =>
      addCopyEvent(tx, input.copyId, {
        kind: "skipped",
        reason,
        ...base,
        ...(quantity !== undefined ? { quantity: formatFixed(quantity) } : {}),
      });
    const instrument = await instrumentOf(tx, position.symbol);
    if (!instrument.enabled) {
      await skip("instrument-disabled");
      continue;
    }
    const quote = usableQuote(input.quotes.get(position.symbol), mode);
    if (!quote) {
      await skip("market-data-stale");
      continue;
    }
    const price = fillPrice(quote, side);
    const quantity = mirrorQuantity(
      {
        symbol: position.symbol,
        quantity: traderQuantity,
        equityBefore: trader.equity,
        leverage: position.leverage,
      },
      input.fixedMargin,
      input.equity,
      price,
      fixedOf(instrument.lotStep),
    );
    const notional = notionalCents(position.symbol, quantity, price);
    if (quantity === 0n || notional < instrument.minNotional) {
      await skip("below-minimum", quantity);
      continue;
    }
    const margin = marginCents(notional, position.leverage);
    if (margin > freeMargin) {
      await skip("insufficient-margin", quantity);
      continue;
    }
    freeMargin -= margin;
    const opened = await increasePosition(tx, {
      account: input.account,
      position: null,
      symbol: position.symbol,
      side,
      quantity,
      price,
      leverage: position.leverage,
      margin,
      actorId: input.actorId,
      equityBefore: notCopied,
    });
    await addCopyEvent(tx, input.copyId, {
      kind: "mirrored",
      ...base,
      copyFillId: opened.fill.id,
      quantity: formatFixed(quantity),
      price: formatFixed(price),
    });
  }
}
