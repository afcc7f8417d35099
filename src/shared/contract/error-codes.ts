/**
 * Every error code the API answers, with its HTTP status: the `code` of `{ error: { code,
 * message, fields } }`. Screens narrow on these (never on messages, which follow the language);
 * each endpoint of the contract lists the ones it can give beyond the common ones below.
 */
export const errorStatus = {
  // Any route (see commonErrorCodes)
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_ACTIVE: 403,
  TWO_FACTOR_REQUIRED: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,

  // Money POSTs with an Idempotency-Key
  IDEMPOTENCY_KEY_REUSED: 409,

  // Accounts and sign-in (better-auth's codes are translated to these in auth/routes.ts)
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  INVALID_PASSWORD: 400,
  INVALID_CODE: 401,
  TWO_FACTOR_EXPIRED: 401,
  TWO_FACTOR_LOCKED: 429,
  TWO_FACTOR_REQUIRED_FIRST: 422,
  NO_CHANGES: 422,
  IMAGE_TOO_LARGE: 413,

  // Admin decisions on users and money
  ALREADY_ADMIN: 409,
  LAST_ADMIN: 422,
  OWN_TRANSACTION: 403,
  OWN_ACCOUNT: 403,
  SAME_APPROVER: 403,
  TRANSACTION_NOT_PENDING: 409,
  APPROVAL_PENDING: 409,
  NOTHING_TO_APPROVE: 409,
  BELOW_ZERO: 422,
  BELOW_HELD: 422,
  PAYMENT_METHOD_CODE_TAKEN: 409,

  // Balances, plans (trades) and profit
  INSUFFICIENT_BALANCE: 422,
  UNKNOWN_PLAN: 422,
  AMOUNT_OUT_OF_RANGE: 422,
  TRADE_ALREADY_ACTIVE: 409,
  TRADE_NOT_ACTIVE: 409,
  NO_ACTIVE_TRADE: 422,
  NO_PROFIT: 422,
  PROFIT_TO_CLAIM: 422,

  // Market, orders and positions
  UNKNOWN_INSTRUMENT: 400,
  TOO_MANY_STREAMS: 429,
  INSTRUMENT_DISABLED: 422,
  PRICES_SIMULATED: 422,
  MARKET_DATA_STALE: 422,
  LEVERAGE_ABOVE_CLASS_CAP: 422,
  BELOW_MIN_NOTIONAL: 422,
  INSUFFICIENT_MARGIN: 422,
  INSUFFICIENT_PRACTICE_CASH: 422,
  NOT_LIVE_ACCOUNT: 422,
  NOT_PRACTICE: 422,
  TRANSFER_BEYOND_FREE_MARGIN: 422,
  COPY_ACCOUNT: 403,
  NOT_A_TRADER: 403,
  POSITION_CLOSED: 409,
  CLOSE_QUANTITY_TOO_LARGE: 422,
  CLOSE_REMAINDER_BELOW_MIN: 422,
  STOP_LOSS_WRONG_SIDE: 422,
  TAKE_PROFIT_WRONG_SIDE: 422,

  // Traders and copies
  TRADER_NOT_ELIGIBLE: 422,
  TRADER_ALREADY_STOPPED: 409,
  TRADER_NOT_STOPPED: 422,
  TRADER_UNAVAILABLE: 422,
  TRADER_TOO_RISKY: 422,
  COPY_YOURSELF: 422,
  COPY_AMOUNT_TOO_SMALL: 422,
  COPY_ALREADY_ACTIVE: 409,
  COPY_ALREADY_PAUSED: 409,
  COPY_NOT_PAUSED: 409,
  COPY_STOPPED: 409,
  COPY_LEVEL_REACHED: 422,
  COPY_REMOVE_BEYOND_FREE: 422,
  ASSESSMENT_REQUIRED: 403,
  ASSESSMENT_ANSWERS_INVALID: 422,
  ASSESSMENT_RETAKE_TOO_SOON: 409,

  // Identity verification (issue 32); VERIFICATION_REQUIRED answers carry `requiredLevel`
  VERIFICATION_REQUIRED: 403,
  VERIFICATION_LIMIT: 422,
  AWAITING_VERIFICATION: 409,
  VERIFICATION_NOT_READY: 422,
  VERIFICATION_PENDING: 409,
  ALREADY_VERIFIED: 409,
  VERIFICATION_DECIDED: 409,
  OWN_VERIFICATION: 403,
  DUPLICATE_DOCUMENT: 409,
  DOCUMENT_EXPIRED: 422,
  MRZ_INVALID: 422,
  DOCUMENT_TOO_LARGE: 413,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/** The codes answered with this status (`conflict()` takes only 409 codes, and so on). */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof errorStatus)[C] extends S ? C : never;
}[ErrorCode];

/**
 * Codes any endpoint may answer without listing them: bad input, sign-in and role, a missing
 * record, limits, and failures of the server itself.
 */
export const commonErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "ACCOUNT_NOT_ACTIVE",
  "TWO_FACTOR_REQUIRED",
  "ORIGIN_REJECTED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "HEADERS_TOO_LARGE",
  "INTERNAL",
  "UNAVAILABLE",
] as const satisfies readonly ErrorCode[];
export type CommonErrorCode = (typeof commonErrorCodes)[number];
