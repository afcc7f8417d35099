/** True when a database error (pg or PGlite, possibly wrapped by drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === "23505") return !constraint || candidate.constraint === constraint;
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
