/**
 * One page of a list read with `limit + 1` rows: the extra row only tells that another page
 * follows, whose cursor `cursorOf` makes from the page's last row.
 */
export function takePage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (last: Row) => string,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row)),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}
