/** True when a database error (pg or PGlite, possibly wrapped by drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === "23505") return !constraint || candidate.constraint === constraint;
  }
  return false;
}
