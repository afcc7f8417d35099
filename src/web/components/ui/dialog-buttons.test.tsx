import { describe, expect, it } from "vitest";
import { markup } from "../../test/markup";
import { DialogButtons } from "./dialog-buttons";

describe("DialogButtons", () => {
  it("puts the way back before the step forward, which submits the form without onNext", () => {
    const html = markup(<DialogButtons backLabel="Cancel" onBack={() => {}} nextLabel="Review" />);
    expect(html).toMatch(
      /^<div class="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"><button type="button"[^>]*>Cancel<\/button><button type="submit"[^>]*>Review<\/button><\/div>$/,
    );
  });

  it("is a plain button forward with onNext; while pending both are disabled and the forward one busy", () => {
    const html = markup(
      <DialogButtons
        backLabel="Edit"
        onBack={() => {}}
        nextLabel="Confirm"
        onNext={() => {}}
        pending
        className="mt-6"
      />,
    );
    expect(html).toMatch(/^<div class="mt-6 flex flex-col-reverse /);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Edit<\/button>/);
    expect(html).toMatch(/<button type="button" disabled="" aria-busy="true"[^>]*><svg.*Confirm<\/button>/);
  });
});
