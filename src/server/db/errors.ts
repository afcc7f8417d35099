/** True when a database error (pg or PGlite, possibly wrapped by drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === "23505") return !constraint || candidate.constraint === constraint;
  }
  return false;
}

/** True when a database error is a CHECK violation (of `constraint`, when given). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === "23514") return !constraint || candidate.constraint === constraint;
  }
  return false;
}

/**
 * PostgreSQL refusing a value as malformed: a NUL byte in text (22021), text that is not a valid
 * value of its type (22P02), a value too long (22001) or out of range (22003). These come from
 * input, so they are the caller's 400, never a 500.
 */
const BAD_INPUT_CODES = new Set(["22021", "22P02", "22001", "22003"]);

export function isBadInputError(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && BAD_INPUT_CODES.has(code)) return true;
  }
  return false;
}

/**
 * The database is unreachable or going away: a refused or dropped connection, a pool that cannot
 * connect in time, SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, starting
 * up), 53300 (too many connections) or 25006 (a read-only transaction: the server reached is a
 * standby, e.g. a demoted primary during a failover). Nothing is wrong with the request: a 503.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "25006",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

export function isUnavailableError(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
