import { describe, expect, it } from "vitest";
import { messages } from "../../../../shared/messages";
import { cents } from "../../../../shared/money";
import { ApiError } from "../../../api/client";
import enCopy from "../../../i18n/en/copy";
import { formattersFor } from "../../../i18n/formatters";
import { copyFormErrors, refusedCopy } from "./copy-form-errors";

const fmt = formattersFor("en");

describe("the copy form's checks", () => {
  const check = (amount: bigint | null, sizing: "proportional" | "fixed", fixedMargin: bigint | null) =>
    copyFormErrors({
      t: enCopy,
      fmt,
      amount: amount === null ? null : cents(amount),
      sizing,
      fixedMargin: fixedMargin === null ? null : cents(fixedMargin),
    });

  it("ask for the minimum amount", () => {
    expect(check(null, "proportional", null)).toEqual({ amount: "The minimum is $200.00" });
    expect(check(19_999n, "proportional", null)).toEqual({ amount: "The minimum is $200.00" });
    expect(check(20_000n, "proportional", null)).toEqual({});
  });

  it("ask for a fixed margin within the amount when sizing is fixed", () => {
    expect(check(20_000n, "fixed", null)).toEqual({ fixedMargin: "Enter the margin per position" });
    expect(check(20_000n, "fixed", 20_001n)).toEqual({
      fixedMargin: "The margin per position cannot be more than the amount",
    });
    expect(check(20_000n, "fixed", 5_000n)).toEqual({});
  });
});

describe("the server's refusal of a copy", () => {
  it("puts each refused field's message on its field, back on the form", () => {
    const refusal = new ApiError(400, "VALIDATION_ERROR", messages.badRequest, {
      amount: "Too small",
      traderId: "No such trader",
    });
    expect(refusedCopy(refusal)).toEqual({
      errors: {
        amount: "Too small",
        stopLossPercent: undefined,
        mode: undefined,
        fixedMargin: undefined,
        form: "No such trader",
      },
      toForm: true,
    });
  });

  it("says any other refusal on the confirmation", () => {
    const refusal = new ApiError(422, "ASSESSMENT_REQUIRED", "Answer the questionnaire first");
    expect(refusedCopy(refusal)).toEqual({
      errors: { form: "Answer the questionnaire first" },
      toForm: false,
    });
  });
});
