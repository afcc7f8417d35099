import {
  type Catalogue,
  fillTemplate,
  type MessageKey,
  messages,
  type TemplateKey,
  templates,
} from "./messages";

/**
 * Translating a text of messages.ts (as thrown, or as a zod schema's issue) into another
 * catalogue. The English text identifies its key (English texts are unique: messages.test.ts);
 * a filled template is recognised by its fixed parts and keeps its values.
 */
const keyOfText = new Map<string, MessageKey>(
  (Object.keys(messages) as MessageKey[]).map((key) => [messages[key], key]),
);

/**
 * A `{name}` template as the source of a regular expression matching its filled texts (each value
 * captured, shortest first), with the placeholder names in the order of their captures.
 */
export function templatePattern(template: string): { names: string[]; source: string } {
  const names: string[] = [];
  const source = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part);
      return "(.+?)";
    })
    .join("");
  return { names, source };
}

const patterns = (Object.keys(templates) as TemplateKey[]).map((key) => {
  const { names, source } = templatePattern(templates[key]);
  return { key, names, regex: new RegExp(`^${source}$`) };
});

/** The key of an English message of messages.ts, if it is one. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyOfText.get(text);
}

/** `text` in `target` when it is one of our English messages (filled templates too); else `text`. */
export function localizeWith(target: Catalogue, text: string): string {
  const key = keyOfText.get(text);
  if (key) return target.messages[key];
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? "";
    });
    return fillTemplate(target.templates[pattern.key], values);
  }
  return text;
}
