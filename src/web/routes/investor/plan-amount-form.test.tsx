import { describe, expect, it } from "vitest";
import { markup } from "../../test/markup";
import { PlanAmountForm } from "./plan-amount-form";

const field = {
  name: "amount" as const,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
  error: undefined,
};

describe("PlanAmountForm", () => {
  it("has what stands above, the amount field and the Invest Now submit", () => {
    const html = markup(
      <PlanAmountForm
        onSubmit={() => {}}
        label="Amount (USD)"
        placeholder="100"
        field={field}
        pending={false}
        spinner
      >
        <p>Adds to your trade</p>
      </PlanAmountForm>,
    );
    expect(html).toMatch(
      /^<form noValidate="" class="mt-6 flex flex-1 flex-col justify-end gap-3"><p>Adds to your trade<\/p>/,
    );
    expect(html).toContain(">Amount (USD)</label>");
    expect(html).toMatch(/<input [^>]*name="amount"/);
    expect(html).toContain('placeholder="100"');
    expect(html).toMatch(/<button type="submit"[^>]*>Invest Now<\/button><\/form>$/);
  });

  it("while pending disables the field and the button, busy with a spinner only where asked", () => {
    const spinning = markup(
      <PlanAmountForm
        onSubmit={() => {}}
        label="Amount"
        field={{ ...field, error: "Too low" }}
        pending
        spinner
      />,
    );
    expect(spinning).toMatch(/<input [^>]*disabled=""/);
    expect(spinning).toContain('aria-busy="true"');
    expect(spinning).toContain("Too low");
    const still = markup(
      <PlanAmountForm onSubmit={() => {}} label="Amount" field={field} pending spinner={false} />,
    );
    expect(still).toMatch(/<button type="submit" disabled=""/);
    expect(still).not.toContain("aria-busy");
  });
});
