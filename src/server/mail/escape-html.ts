const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a user-supplied value for HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A tagged template that escapes every interpolated value: html`<p>${name}</p>`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (out, part, index) => out + part + (index < values.length ? escapeHtml(String(values[index])) : ""),
    "",
  );
}
