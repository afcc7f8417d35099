import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Words rendered straight from a component's source (JSX text or a string literal as a child). */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const isWords = (text: string) => /\p{L}{2,}/u.test(text);
  const literalsOf = (node: ts.Expression): ts.StringLiteral[] =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? [node as ts.StringLiteral]
      : ts.isConditionalExpression(node)
        ? [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)]
        : ts.isParenthesizedExpression(node)
          ? literalsOf(node.expression)
          : [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.getText())) found.push(`${where(node)}: ${node.getText().trim()}`);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of literalsOf(node.expression))
        if (isWords(literal.text)) found.push(`${where(literal)}: "${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("user-facing text lives in the dictionaries (issue 14)", () => {
  it("no component renders words written in its source", () => {
    const files = execSync("git ls-files 'src/web/**/*.tsx'", { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.includes(".test."));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(literalTexts), "put the text in src/web/i18n/{en,es,fr}").toEqual([]);
  });
});
