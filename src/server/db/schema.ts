import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AssetClass } from "../../shared/asset-classes";
import type { Language } from "../../shared/languages";
import type { NotificationKind } from "../../shared/notifications";
import type { PlanId } from "../../shared/plans";
import type { AdjustableAccount } from "../../shared/schemas/adjustments";
import type { CopyEventKind, CopySizing, CopyStatus, CopyStopReason } from "../../shared/schemas/copies";
import type { Trade } from "../../shared/schemas/trades";
import type {
  FillReason,
  OrderSide,
  PositionStatus,
  TradingAccountKind,
  TradingMode,
} from "../../shared/schemas/trading";
import type { Transaction, TransactionKind } from "../../shared/schemas/transactions";
import type { Role } from "../../shared/schemas/user";
import type {
  CaseStatus,
  DocumentContentType,
  DocumentKind,
  IdentityDocumentType,
  ReviewReason,
} from "../../shared/schemas/verification";

/**
 * Accounts. better-auth owns the first block of columns (its core user model); the rest are the
 * spec's User fields. Table names are plural (better-auth's drizzle adapter runs with usePlural).
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    avatar: text("avatar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    phone: text("phone").notNull().default(""),
    country: text("country").notNull().default(""),
    referralId: text("referral_id").notNull(),
    referrerId: text("referrer_id"),
    role: text("role").$type<Role>().notNull().default("user"),
    isActive: boolean("is_active").notNull().default(false),
    /** better-auth twoFactor plugin: TOTP sign-in is on for this account. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** Set when an admin deletes the account: sign-in disabled, personal data scrubbed, ledger kept. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * When the account first became active (sign-up under AUTO_ACTIVATE, else an admin's
     * activation); set once, never cleared. The referral bonus is paid at that moment, once.
     */
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** The language the user chose (en, es, fr); null until they choose one (Accept-Language applies). */
    language: text("language").$type<Language>(),
    /**
     * Four-eyes (DUAL_APPROVAL_ABOVE set, two or more admins): the admin who proposed making this
     * user an admin, and when; the role changes only when a different admin approves.
     */
    adminProposedBy: text("admin_proposed_by"),
    adminProposedAt: timestamp("admin_proposed_at", { withTimezone: true }),
  },
  (table) => [
    check("users_language_known", sql`${table.language} in ('en', 'es', 'fr')`),
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_referral_id_unique").on(table.referralId),
    index("users_referrer_id_idx").on(table.referrerId),
    index("users_created_at_idx").on(table.createdAt),
    index("users_name_lower_idx").on(sql`lower(${table.name})`),
    // Admin user search: case-insensitive substring of name or email, served by pg_trgm.
    index("users_search_trgm_idx").using(
      "gin",
      sql`lower(${table.name} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sessions_token_unique").on(table.token),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Emails to send. Use cases insert an intent here in their own transaction (nothing is lost if SMTP
 * is down): the template `kind`, its `props` and one recipient, `to` or every member of `to_role`
 * (one email each, fanned out at delivery). Nothing is rendered there: the worker renders the
 * template at delivery, sends it and keeps the result in `html`/`text`. Rows queued before
 * migration 0008 carry their rendered `html`/`text` and no `props`; they are sent as they are.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to"),
    /** Every user with this role gets their own copy (e.g. 'admin'), fanned out at delivery. */
    toRole: text("to_role"),
    subject: text("subject").notNull(),
    /** The template's props (see src/server/mail/emails.ts); null on rows queued rendered. */
    props: jsonb("props"),
    html: text("html"),
    text: text("text"),
    status: text("status").$type<"pending" | "sent" | "logged" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_pending_idx").on(table.status, table.nextAttemptAt),
    check("outbox_one_recipient", sql`(${table.to} is null) <> (${table.toRole} is null)`),
    check("outbox_has_content", sql`${table.props} is not null or ${table.html} is not null`),
  ],
);

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Money core (docs/design.md, Money). Amounts are integer cents in bigint columns.
// ---------------------------------------------------------------------------------------------

/** Wallets people pay into and withdraw to: `code` is the spec's short id (btc, eth). */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Where deposits go; empty while a new method's first address awaits a second admin. */
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Four-eyes (DUAL_APPROVAL_ABOVE set): a new address one admin proposed, who and when; deposits
     * keep showing `address` until a different admin approves it.
     */
    proposedAddress: text("proposed_address"),
    addressProposedBy: text("address_proposed_by").references(() => users.id),
    addressProposedAt: timestamp("address_proposed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("payment_methods_code_unique").on(sql`lower(${table.code})`)],
);

/**
 * The spec's Transaction: the record a person sees (TNX-123456, credit/withdraw, status). The
 * journal lies underneath it. `kind` says what it is (deposit, withdrawal, investment, ...);
 * `reference` ties it to what caused it (a trade, a referred user) and is unique per kind, so the
 * same cause can never be booked twice.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: text("id").primaryKey(),
    seq: bigint("seq", { mode: "bigint" }).notNull().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    transactionId: text("transaction_id").notNull(),
    kind: text("kind").$type<TransactionKind>().notNull(),
    type: text("type").$type<Transaction["type"]>().notNull(),
    status: text("status").$type<Transaction["status"]>().notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    fee: bigint("fee", { mode: "bigint" }),
    netAmount: bigint("net_amount", { mode: "bigint" }),
    description: text("description").notNull(),
    crypto: text("crypto").notNull().default(""),
    walletAddress: text("wallet_address"),
    paymentMethodId: text("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    /**
     * Four-eyes (DUAL_APPROVAL_ABOVE): the admin whose approval moved this pending record to
     * 'awaiting second approval'; the final decision must come from another admin.
     */
    firstApprovedBy: text("first_approved_by"),
    firstApprovedAt: timestamp("first_approved_at", { withTimezone: true }),
    /** A pending adjustment's account (balance, profit or bonus); booked at the final approval. */
    adjustAccount: text("adjust_account").$type<AdjustableAccount>(),
    /** A pending adjustment's reason, for the audit row of its final approval. */
    adjustReason: text("adjust_reason"),
  },
  (table) => [
    uniqueIndex("transactions_transaction_id_unique").on(table.transactionId),
    uniqueIndex("transactions_seq_unique").on(table.seq),
    uniqueIndex("transactions_kind_reference_unique")
      .on(table.kind, table.reference)
      .where(sql`${table.reference} is not null`),
    index("transactions_user_seq_idx").on(table.userId, table.seq),
    index("transactions_pending_idx").on(table.userId, table.kind).where(sql`${table.status} = 'pending'`),
    index("transactions_search_trgm_idx").using(
      "gin",
      sql`lower(${table.transactionId} || ' ' || ${table.crypto} || ' ' || ${table.description}) gin_trgm_ops`,
    ),
    check("transactions_amount_positive", sql`${table.amount} > 0`),
    check("transactions_type_valid", sql`${table.type} in ('credit', 'withdraw')`),
    check("transactions_status_valid", sql`${table.status} in ('pending', 'success', 'failed')`),
    check(
      "transactions_adjust_account_valid",
      sql`${table.adjustAccount} is null or ${table.adjustAccount} in ('balance', 'profit', 'bonus')`,
    ),
  ],
);

/**
 * Ledger accounts. User accounts (balance, profit, bonus, hold) have user_id and can never go
 * below zero; system accounts (deposits-clearing, payouts, fees, ...) have none and take the
 * other side of every entry. `balance` caches the sum of the account's postings.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id),
    kind: text("kind").notNull(),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`'0'`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_accounts_user_idx").on(table.userId),
    check("ledger_accounts_user_non_negative", sql`${table.userId} is null or ${table.balance} >= 0`),
  ],
);

/** One balance change: its postings sum to zero. Append-only, like postings. */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    /**
     * The row (`transactions.id`, a UUID) of the user-visible transaction this entry books (none
     * for trading entries); not its public TNX id, which is `transactions.transaction_id`.
     */
    transactionRowId: text("transaction_row_id").references(() => transactions.id),
    /** The trading account this entry books (fills, resets, write-offs); see src/server/trading/. */
    tradingAccountId: text("trading_account_id").references(() => tradingAccounts.id),
    actorId: text("actor_id"),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A transaction record is approved, rejected, held ... at most once per kind of entry.
  (table) => [
    uniqueIndex("journal_entries_transaction_kind_unique").on(table.transactionRowId, table.kind),
    index("journal_entries_trading_account_idx").on(table.tradingAccountId),
    check(
      "journal_entries_books_something",
      sql`${table.transactionRowId} is not null or ${table.tradingAccountId} is not null`,
    ),
  ],
);

export const postings = pgTable(
  "postings",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: text("entry_id")
      .notNull()
      .references(() => journalEntries.id),
    accountId: text("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (table) => [
    index("postings_entry_idx").on(table.entryId),
    index("postings_account_idx").on(table.accountId),
  ],
);

/** A plan subscription. One active trade per user (partial unique index). */
export const trades = pgTable(
  "trades",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    planId: text("plan_id").$type<PlanId>().notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    roi: integer("roi").notNull(),
    status: text("status").$type<Trade["status"]>().notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    profitClaimed: bigint("profit_claimed", { mode: "bigint" }),
  },
  (table) => [
    uniqueIndex("trades_one_active_per_user").on(table.userId).where(sql`${table.status} = 'active'`),
    index("trades_user_idx").on(table.userId, table.openedAt),
    check("trades_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** Every admin action: who did what to what, before and after, and why. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_target_idx").on(table.targetType, table.targetId),
    index("audit_log_created_at_idx").on(table.createdAt),
  ],
);

/** Responses of money-moving POSTs by (user, Idempotency-Key), replayed on retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/** TOTP secrets and backup codes (better-auth twoFactor plugin; both stored encrypted by it). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    index("two_factors_user_id_idx").on(table.userId),
    index("two_factors_secret_idx").on(table.secret),
  ],
);

/**
 * Instruments (docs/design.md, Copy trading): what can be quoted and, later, traded. The seed rows and their
 * lot steps, minimum notionals and precisions are in migration 0012_instruments. `max_leverage` can
 * be lowered by an admin but never raised above the asset class cap (checked here and in the use case).
 */
export const instruments = pgTable(
  "instruments",
  {
    symbol: text("symbol").primaryKey(),
    name: text("name").notNull(),
    assetClass: text("asset_class").$type<AssetClass>().notNull(),
    /** Smallest quantity increment, in units of the instrument (coins, base currency, ounces, index units). */
    lotStep: numeric("lot_step").notNull(),
    /** Smallest order value, in US cents. */
    minNotional: bigint("min_notional", { mode: "bigint" }).notNull(),
    /** Decimals of a price. */
    pricePrecision: integer("price_precision").notNull(),
    maxLeverage: integer("max_leverage").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("instruments_lot_step_positive", sql`${table.lotStep} > 0`),
    check("instruments_min_notional_positive", sql`${table.minNotional} > 0`),
    check("instruments_price_precision", sql`${table.pricePrecision} between 0 and 10`),
    check(
      "instruments_leverage_within_class_cap",
      sql`${table.maxLeverage} >= 1 and ${table.maxLeverage} <= case ${table.assetClass}
        when 'crypto' then 2 when 'fx-major' then 30 when 'gold' then 20 when 'index-major' then 20 else 0 end`,
    ),
  ],
);

/**
 * Who runs the price loop (issue 12): one instance of a cluster at a time holds the lease and
 * renews it on each poll; another takes over once it has expired (crash) or been released.
 */
export const marketPollerLease = pgTable("market_poller_lease", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Platform settings an admin can change at run time (e.g. requireAdminTwoFactor). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * Changes waiting to be published on the ste_events channel. The realtime triggers record them here
 * inside the changing transaction; the event relay (src/server/realtime/event-relay.ts) publishes
 * them in batches after commit, so money transactions never take NOTIFY's commit-wide lock.
 */
export const changeEvents = pgTable("change_events", {
  id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
  payload: text("payload").notNull(),
});

/**
 * A user an admin approved to be copied (docs/design.md, Copy trading). Never deleted: stopping a trader
 * (`stopped_at`) ends new copies, the history stays.
 */
export const traders = pgTable(
  "traders",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    displayName: text("display_name").notNull(),
    bio: text("bio").notNull().default(""),
    profitSharePercent: integer("profit_share_percent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    /** The trader's choice: the public page hides prices of positions opened in the last hour. */
    hidesRecentPrices: boolean("hides_recent_prices").notNull().default(false),
  },
  (table) => [
    check("traders_profit_share", sql`${table.profitSharePercent} between 0 and 30`),
    // Issue 31: the trader list's search, a case-insensitive substring of the display name.
    index("traders_display_name_trgm_idx").using("gin", sql`lower(${table.displayName}) gin_trgm_ops`),
  ],
);

/**
 * Cash in the ledger plus open positions. Kind 'own' (a trader's live account, everyone's practice
 * account) or 'copy' (issue 13). Its cash is the ledger account `trading:<id>:cash` (live) or
 * `trading:<id>:practice-cash` (practice), created by a trigger with the row.
 */
export const tradingAccounts = pgTable(
  "trading_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<TradingAccountKind>().notNull(),
    mode: text("mode").$type<TradingMode>().notNull(),
    /**
     * NAV units (docs/design.md, Copy trading): money moved in buys units at the current NAV per unit
     * (equity / units; $1.00 when the account holds none), money moved out sells them, so a
     * return is the change of NAV per unit and never the money moved.
     */
    units: numeric("units").notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trading_accounts_user_idx").on(table.userId),
    uniqueIndex("trading_accounts_one_own_per_mode")
      .on(table.userId, table.mode)
      .where(sql`${table.kind} = 'own'`),
    check("trading_accounts_kind", sql`${table.kind} in ('own', 'copy')`),
    check("trading_accounts_mode", sql`${table.mode} in ('live', 'practice')`),
  ],
);

/**
 * A holding of one instrument in one trading account: at most one open position per account and
 * instrument (orders on the same side add to it, opposite orders reduce it). Quantities and prices
 * are exact decimals; margin and P&L are cents.
 */
export const positions = pgTable(
  "positions",
  {
    id: text("id").primaryKey(),
    // No foreign keys on the rows a mirror batch writes (positions, fills, copy events, tasks):
    // checked for every row, they were most of a batch's inserts; verifyTrading checks the
    // references instead, after every test (decision 0031).
    accountId: text("account_id").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").$type<OrderSide>().notNull(),
    /** Open quantity (0 once closed). */
    quantity: numeric("quantity").notNull(),
    averagePrice: numeric("average_price").notNull(),
    leverage: integer("leverage").notNull(),
    /** Margin the open quantity holds, in cents: each fill's notional / leverage, released pro rata. */
    margin: bigint("margin", { mode: "bigint" }).notNull(),
    stopLoss: numeric("stop_loss"),
    takeProfit: numeric("take_profit"),
    realizedPnl: bigint("realized_pnl", { mode: "bigint" }).notNull().default(sql`'0'`),
    status: text("status").$type<PositionStatus>().notNull().default("open"),
    /** The reason of the fill that closed it (a fill's reason); null while open. */
    closeReason: text("close_reason").$type<FillReason>(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * The engine's close-out watch (decision 0029): while the position's mark stays on the safe
     * side of this price (a long's bid above it, a short's ask below it), its share of the account's
     * margin cushion is not used up. Null when unknown: set by the engine, cleared by every write to
     * the account's open positions or a debit of its cash.
     */
    closeOutPrice: numeric("close_out_price"),
    /**
     * The engine's copy watch (decision 0029), on a copy's positions only: while the position's mark
     * stays on the safe side of these prices, its share of the room between the copy's equity and
     * its stop-loss (take-profit) level is not used up. Set and cleared with `closeOutPrice`; null
     * on other accounts' positions and without a copy take-profit.
     */
    copyStopLossWatch: numeric("copy_stop_loss_watch"),
    copyTakeProfitWatch: numeric("copy_take_profit_watch"),
  },
  (table) => [
    uniqueIndex("positions_one_open_per_instrument")
      .on(table.accountId, table.symbol)
      .where(sql`${table.status} = 'open'`),
    index("positions_account_idx").on(table.accountId, table.openedAt),
    // Decision 0029: which levels did a quote cross, and which accounts can have crossed 50%, is a
    // range scan per symbol and side.
    index("positions_long_stop_idx")
      .on(table.symbol, table.stopLoss)
      .where(sql`${table.status} = 'open' and ${table.side} = 'buy' and ${table.stopLoss} is not null`),
    index("positions_long_take_idx")
      .on(table.symbol, table.takeProfit)
      .where(sql`${table.status} = 'open' and ${table.side} = 'buy' and ${table.takeProfit} is not null`),
    index("positions_short_stop_idx")
      .on(table.symbol, table.stopLoss)
      .where(sql`${table.status} = 'open' and ${table.side} = 'sell' and ${table.stopLoss} is not null`),
    index("positions_short_take_idx")
      .on(table.symbol, table.takeProfit)
      .where(sql`${table.status} = 'open' and ${table.side} = 'sell' and ${table.takeProfit} is not null`),
    index("positions_long_close_out_idx")
      .on(table.symbol, table.closeOutPrice)
      .where(sql`${table.status} = 'open' and ${table.side} = 'buy'`),
    index("positions_short_close_out_idx")
      .on(table.symbol, table.closeOutPrice)
      .where(sql`${table.status} = 'open' and ${table.side} = 'sell'`),
    // Which copies can have reached their stop-loss or take-profit: range scans per symbol and side.
    index("positions_long_copy_stop_idx")
      .on(table.symbol, table.copyStopLossWatch)
      .where(
        sql`${table.status} = 'open' and ${table.side} = 'buy' and ${table.copyStopLossWatch} is not null`,
      ),
    index("positions_short_copy_stop_idx")
      .on(table.symbol, table.copyStopLossWatch)
      .where(
        sql`${table.status} = 'open' and ${table.side} = 'sell' and ${table.copyStopLossWatch} is not null`,
      ),
    index("positions_long_copy_take_idx")
      .on(table.symbol, table.copyTakeProfitWatch)
      .where(
        sql`${table.status} = 'open' and ${table.side} = 'buy' and ${table.copyTakeProfitWatch} is not null`,
      ),
    index("positions_short_copy_take_idx")
      .on(table.symbol, table.copyTakeProfitWatch)
      .where(
        sql`${table.status} = 'open' and ${table.side} = 'sell' and ${table.copyTakeProfitWatch} is not null`,
      ),
    check("positions_side", sql`${table.side} in ('buy', 'sell')`),
    check("positions_status", sql`${table.status} in ('open', 'closed')`),
    check(
      "positions_quantity",
      sql`(${table.status} = 'open' and ${table.quantity} > 0) or (${table.status} = 'closed' and ${table.quantity} = 0)`,
    ),
  ],
);

/**
 * A market order: it fills at once (docs/design.md, Copy trading), so the order and its fill are one row.
 * Fills also come from the engine (stop-loss, take-profit, margin close-out) and from closes;
 * `reason` says which. An automatic close happens at most once per position (unique index).
 */
export const fills = pgTable(
  "fills",
  {
    id: text("id").primaryKey(),
    // No foreign keys here but entry_id's (decision 0031, see positions).
    accountId: text("account_id").notNull(),
    positionId: text("position_id").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").$type<OrderSide>().notNull(),
    quantity: numeric("quantity").notNull(),
    price: numeric("price").notNull(),
    leverage: integer("leverage").notNull(),
    /** 'open', 'close', 'stop-loss', 'take-profit', 'margin-close-out', 'reset'. */
    reason: text("reason").$type<FillReason>().notNull(),
    realizedPnl: bigint("realized_pnl", { mode: "bigint" }).notNull().default(sql`'0'`),
    /** The ledger entry booking the realized P&L (none when nothing was realized). */
    entryId: text("entry_id").references(() => journalEntries.id),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("fills_account_idx").on(table.accountId, table.createdAt),
    index("fills_position_idx").on(table.positionId),
    uniqueIndex("fills_one_automatic_close")
      .on(table.positionId)
      .where(sql`${table.reason} in ('stop-loss', 'take-profit', 'margin-close-out', 'reset')`),
    check("fills_side", sql`${table.side} in ('buy', 'sell')`),
    check("fills_quantity", sql`${table.quantity} > 0`),
  ],
);

/**
 * A trading account's equity and NAV units at a time: hourly, and after every money movement (so
 * NAV per unit = equity / units is the same just before and after a movement). Returns and
 * drawdowns are computed from this series.
 */
export const navSnapshots = pgTable(
  "nav_snapshots",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text("account_id")
      .notNull()
      .references(() => tradingAccounts.id),
    equity: bigint("equity", { mode: "bigint" }).notNull(),
    units: numeric("units").notNull(),
    /** 'hourly', 'flow' (money moved in or out), 'settlement' (profit share paid). */
    reason: text("reason").$type<"hourly" | "flow" | "settlement">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("nav_snapshots_account_at_idx").on(table.accountId, table.at)],
);

/**
 * An investor's allocation to a trader (docs/design.md, Copy trading): its money lives in its own trading
 * account (kind 'copy'); positions there mirror the trader's own account of the same mode.
 */
export const copies = pgTable(
  "copies",
  {
    id: text("id").primaryKey(),
    investorId: text("investor_id")
      .notNull()
      .references(() => users.id),
    traderId: text("trader_id")
      .notNull()
      .references(() => traders.userId),
    accountId: text("account_id")
      .notNull()
      .references(() => tradingAccounts.id),
    mode: text("mode").$type<TradingMode>().notNull(),
    status: text("status").$type<CopyStatus>().notNull().default("active"),
    stopLossPercent: integer("stop_loss_percent").notNull(),
    /** Copy take-profit (issue 31 point 9): the copy stops when its equity reaches invested x (1 + this/100); null: none. */
    takeProfitPercent: integer("take_profit_percent"),
    /** 'proportional' (trader quantity x copy equity / trader equity) or 'fixed' (each open uses `fixedMargin`). */
    sizing: text("sizing").$type<CopySizing>().notNull().default("proportional"),
    /** Fixed sizing: the margin, cents, each mirrored open uses (issue 31 point 12); null when proportional. */
    fixedMargin: bigint("fixed_margin", { mode: "bigint" }),
    copyOpenPositions: boolean("copy_open_positions").notNull(),
    /** Net invested, cents: the first amount plus funds added minus funds removed. */
    invested: bigint("invested", { mode: "bigint" }).notNull(),
    /** NAV per unit (cents, exact) above which profit share is due; raised at each settlement. */
    highWaterMark: numeric("high_water_mark").notNull(),
    /** The trader's NAV per unit when the copy started (tracking gap = copy return - trader return). */
    traderNavAtStart: numeric("trader_nav_at_start").notNull(),
    feesPaid: bigint("fees_paid", { mode: "bigint" }).notNull().default(sql`'0'`),
    /** Why it stopped: 'investor', 'stop-loss', 'take-profit', 'trader-stopped', 'account-deleted'; null while not stopped. */
    stopReason: text("stop_reason").$type<CopyStopReason>(),
    /** The last profit-share settlement (month end or stop); null before the first. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("copies_account_unique").on(table.accountId),
    uniqueIndex("copies_one_per_trader")
      .on(table.investorId, table.traderId)
      .where(sql`${table.status} <> 'stopped'`),
    index("copies_trader_idx").on(table.traderId, table.mode).where(sql`${table.status} <> 'stopped'`),
    index("copies_investor_idx").on(table.investorId, table.createdAt),
    check("copies_mode", sql`${table.mode} in ('live', 'practice')`),
    check("copies_status", sql`${table.status} in ('active', 'paused', 'stopped')`),
    check("copies_stop_loss", sql`${table.stopLossPercent} between 5 and 95`),
    check("copies_take_profit", sql`${table.takeProfitPercent} between 5 and 1000`),
    check("copies_sizing", sql`${table.sizing} in ('proportional', 'fixed')`),
    check(
      "copies_fixed_margin",
      sql`(${table.sizing} = 'fixed') = (${table.fixedMargin} is not null) and coalesce(${table.fixedMargin}, 1) > 0`,
    ),
    check("copies_invested", sql`${table.invested} >= 0`),
  ],
);

/**
 * What happened to a copy, newest last: every trader fill mirrored or skipped (with its reason and
 * both prices), and the copy's own lifecycle (created, paused, funds moved, profit share, stopped).
 * A trader fill reaches a copy at most once (unique index).
 */
export const copyEvents = pgTable(
  "copy_events",
  {
    id: text("id").primaryKey(),
    // No foreign keys (decision 0031, see positions).
    copyId: text("copy_id").notNull(),
    /**
     * 'mirrored', 'skipped', 'created', 'paused', 'resumed', 'edited', 'funds-added', 'funds-removed',
     * 'profit-share', 'closed' (a position the copy's stop closed: its fill and P&L), 'stopped'.
     */
    kind: text("kind").$type<CopyEventKind>().notNull(),
    traderFillId: text("trader_fill_id"),
    copyFillId: text("copy_fill_id"),
    /** Why a fill was skipped, or why the copy stopped: a stable code ('below-minimum', 'paused', ...). */
    reason: text("reason"),
    symbol: text("symbol"),
    side: text("side").$type<OrderSide>(),
    traderQuantity: numeric("trader_quantity"),
    traderPrice: numeric("trader_price"),
    quantity: numeric("quantity"),
    price: numeric("price"),
    /** Money events: the amount moved or paid, cents. */
    amount: bigint("amount", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: lines written in one transaction share `createdAt` (the transaction's time),
     * so the log orders by (createdAt, seq) and "created" comes before the fills it copied.
     */
    seq: bigint("seq", { mode: "bigint" }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    uniqueIndex("copy_events_one_per_trader_fill")
      .on(table.copyId, table.traderFillId)
      .where(sql`${table.traderFillId} is not null`),
    index("copy_events_copy_idx").on(table.copyId, table.createdAt),
  ],
);

/**
 * The mirroring queue (PostgreSQL, SKIP LOCKED). A trader's fill adds one job in the trader's own
 * transaction with what the sizing needs from that moment; a worker expands it into one task per
 * copy, and workers take tasks in batches. A task is deleted in the transaction that applies it.
 */
export const mirrorJobs = pgTable(
  "mirror_jobs",
  {
    /** Order of the trader's fills: a copy applies them in this order. */
    seq: bigint("seq", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    traderFillId: text("trader_fill_id")
      .notNull()
      .references(() => fills.id),
    /** The trader's equity just before the fill, cents. */
    traderEquityBefore: bigint("trader_equity_before", { mode: "bigint" }).notNull(),
    /** The trader's open quantity on the instrument just before the fill (0 when none). */
    traderQuantityBefore: numeric("trader_quantity_before").notNull(),
    expandedAt: timestamp("expanded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mirror_jobs_fill_unique").on(table.traderFillId),
    index("mirror_jobs_pending_idx").on(table.seq).where(sql`${table.expandedAt} is null`),
  ],
);

export const mirrorTasks = pgTable(
  "mirror_tasks",
  {
    // No foreign keys (decision 0031, see positions).
    jobSeq: bigint("job_seq", { mode: "bigint" }).notNull(),
    copyId: text("copy_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.copyId, table.jobSeq] }),
    index("mirror_tasks_job_idx").on(table.jobSeq),
  ],
);

/**
 * The appropriateness questionnaire (issue 13): answers kept as given; a failed result allows
 * practice copies only and can be retaken after 24 hours.
 */
export const appropriatenessAssessments = pgTable(
  "appropriateness_assessments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    answers: jsonb("answers").notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("appropriateness_user_idx").on(table.userId, table.createdAt)],
);

/**
 * Identity verification (issue 32, docs/design.md, Identity verification): one row per user who has started it (or
 * was given a level when verification came in). `level` is what has been granted: 1 for accounts
 * that had a verified email and a phone before verification existed, 2 once an admin approved
 * their documents. Level 1 also follows from the details below with a verified email
 * (verification/verification-level.ts), so verifying the email later needs no update here.
 */
export const verificationProfiles = pgTable(
  "verification_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    level: integer("level").notNull().default(0),
    legalName: text("legal_name"),
    dateOfBirth: text("date_of_birth"),
    phone: text("phone"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    postalCode: text("postal_code"),
    addressCountry: text("address_country"),
    /** When the level-1 details were last saved; null: none given. */
    detailsAt: timestamp("details_at", { withTimezone: true }),
    /** When an admin approved the documents (level 2). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("verification_profiles_level", sql`${table.level} in (0, 1, 2)`)],
);

/**
 * One submission of documents for review (a case): pending until an admin approves it, rejects it
 * with a reason, or asks for one document again (the user then submits a new case). Kept after an
 * account is erased: who decided what, and when.
 */
export const verificationCases = pgTable(
  "verification_cases",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<CaseStatus>().notNull().default("pending"),
    /** Another account holding the same identity document when the case was submitted. */
    duplicateOfUserId: text("duplicate_of_user_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reviewerId: text("reviewer_id").references(() => users.id),
    reason: text("reason").$type<ReviewReason>(),
    note: text("note"),
    requestedKind: text("requested_kind").$type<DocumentKind>(),
  },
  (table) => [
    check(
      "verification_cases_status",
      sql`${table.status} in ('pending', 'approved', 'rejected', 'document-requested')`,
    ),
    uniqueIndex("verification_cases_one_pending").on(table.userId).where(sql`${table.status} = 'pending'`),
    index("verification_cases_status_idx").on(table.status, table.submittedAt),
    index("verification_cases_user_idx").on(table.userId, table.submittedAt),
  ],
);

/**
 * An uploaded document: an identity document (with its typed details), a selfie holding it, or a
 * proof of address. The file lives under DATA_DIR/private/verification, never under a public path.
 * A newer upload of the same kind replaces the current one; `case_id` is set when it is submitted.
 */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<DocumentKind>().notNull(),
    documentType: text("document_type").$type<IdentityDocumentType>(),
    issuingCountry: text("issuing_country"),
    number: text("number"),
    /** Upper-case letters and digits only: what "the same document" compares. */
    normalizedNumber: text("normalized_number"),
    expiresOn: text("expires_on"),
    /** The machine-readable zone was given and its check digits passed. */
    mrzChecked: boolean("mrz_checked").notNull().default(false),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").$type<DocumentContentType>().notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    current: boolean("current").notNull().default(true),
    caseId: text("case_id").references(() => verificationCases.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("verification_documents_kind", sql`${table.kind} in ('identity', 'selfie', 'address')`),
    index("verification_documents_user_idx").on(table.userId, table.kind),
    index("verification_documents_identity_idx")
      .on(table.documentType, table.issuingCountry, table.normalizedNumber)
      .where(sql`${table.kind} = 'identity'`),
  ],
);

/**
 * The in-app notification centre (issue 31 point 13): what happened to a user's copies, kept per
 * user. A notification is a `kind` and its `params` (src/shared/notifications.ts); the web renders
 * it in the reader's language from the i18n catalogues, so no text is stored. `dedupeKey` makes a
 * notification at most once per event (one per copy and reason per trader fill).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<NotificationKind>().notNull(),
    params: jsonb("params").notNull(),
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_unread_idx").on(table.userId).where(sql`${table.readAt} is null`),
    uniqueIndex("notifications_dedupe_unique").on(table.userId, table.dedupeKey),
  ],
);

/** Traders a user watches without copying them (issue 31 point 11). */
export const traderFavourites = pgTable(
  "trader_favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    traderId: text("trader_id")
      .notNull()
      .references(() => traders.userId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.traderId] })],
);
