import { z } from "zod";
import { moneyOutput } from "./money";

const mode = z.enum(["live", "practice"]);

/**
 * The kinds of in-app notification (issue 31 point 13) and the params each carries. The text is
 * never stored: the web app renders `notifications.kinds[kind]` of the reader's language with
 * these params. Adding a kind is one line here plus its sentence in the three catalogues.
 */
export const notificationParams = {
  /** A copy's stop-loss closed its positions and stopped it. */
  "copy-stopped-loss": z.object({ copyId: z.string(), traderName: z.string(), returned: moneyOutput, mode }),
  /** A copy's equity reached its take-profit level: its positions closed and it stopped. */
  "copy-take-profit": z.object({ copyId: z.string(), traderName: z.string(), returned: moneyOutput, mode }),
  /** Profit share was paid from a copy to its trader (month end, money removed, or a stop). */
  "profit-share-settled": z.object({ copyId: z.string(), traderName: z.string(), amount: moneyOutput, mode }),
  /** A trader's fill was not copied into the copy, with the reason code of its log. */
  "mirror-skipped": z.object({
    copyId: z.string(),
    traderName: z.string(),
    symbol: z.string(),
    side: z.enum(["buy", "sell"]),
    reason: z.string(),
  }),
  /** An admin stopped a trader the user copies: no new copies; running ones go on. */
  "trader-stopped": z.object({ traderId: z.string(), traderName: z.string() }),
} as const;

export type NotificationKind = keyof typeof notificationParams;
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParams)[K]>;
export const notificationKinds = Object.keys(notificationParams) as [NotificationKind, ...NotificationKind[]];
