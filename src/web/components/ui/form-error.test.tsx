import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormError } from "./form-error";

describe("FormError", () => {
  it("reads out a form's error as an alert", () => {
    expect(renderToStaticMarkup(<FormError message="Refused" />)).toMatch(
      /^<p role="alert"[^>]*>Refused<\/p>$/,
    );
  });
});
