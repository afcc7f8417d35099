import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasswordField, TextField } from "./field";

describe("TextField", () => {
  it("ties its label to the input, and has no error state without an error", () => {
    const html = renderToStaticMarkup(<TextField label="Email" name="email" hint="(optional)" />);
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain("Email<span");
    expect(html).toContain("(optional)");
    expect(html).not.toContain("aria-invalid=");
    expect(html).not.toContain('role="alert"');
  });

  it("with an error: aria-invalid, described by the error shown under it", () => {
    const html = renderToStaticMarkup(<TextField label="Email" error="Enter a valid email address" />);
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`aria-describedby="${id}-error"`);
    expect(html).toMatch(new RegExp(`<p id="${id}-error"[^>]*>Enter a valid email address</p>`));
  });
});

describe("PasswordField", () => {
  it("is a hidden password input with a show toggle", () => {
    const html = renderToStaticMarkup(<PasswordField label="Password" />);
    expect(html).toContain('type="password"');
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('aria-pressed="false"');
  });
});
