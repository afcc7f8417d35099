/**
 * The money kind and its converters, with no dependencies, so data modules (the plan catalogue)
 * can use them without pulling zod into the landing page. money.ts re-exports everything here.
 */
export type Cents = bigint & { readonly __brand: "Cents" };

export function cents(value: bigint): Cents {
  return value as Cents;
}

/** The sum of amounts (a sum of bigints is a bare bigint: this keeps it cents). */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** Whole dollars (as in the plan catalogue) -> cents. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isSafeInteger(dollars)) throw new Error(`Not whole dollars: ${dollars}`);
  return cents(BigInt(dollars) * 100n);
}
