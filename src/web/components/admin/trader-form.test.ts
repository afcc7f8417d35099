import { describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages";
import enCommon from "../../i18n/en/common";
import esCommon from "../../i18n/es/common";
import { checkTraderForm, traderErrorText } from "./trader-form";

const valid = { displayName: "  Ada Alpha ", bio: " Trend follower ", profitSharePercent: " 20 " };

describe("the trader dialog's checks mirror the server", () => {
  it("accepts a valid profile, trimmed, with the percent as a number", () => {
    expect(checkTraderForm(valid)).toEqual({
      input: { displayName: "Ada Alpha", bio: "Trend follower", profitSharePercent: 20 },
    });
    expect(checkTraderForm({ displayName: "x".repeat(60), bio: "", profitSharePercent: "0" }).input).toEqual({
      displayName: "x".repeat(60),
      bio: "",
      profitSharePercent: 0,
    });
    expect(checkTraderForm({ ...valid, profitSharePercent: "30" }).input?.profitSharePercent).toBe(30);
  });

  it("gives one message per wrong field, the server's", () => {
    expect(
      checkTraderForm({ displayName: "  ", bio: "y".repeat(501), profitSharePercent: "" }).errors,
    ).toEqual({
      displayName: messages.displayNameRequired,
      bio: messages.bioTooLong,
      profitSharePercent: messages.profitShareInvalid,
    });
    expect(checkTraderForm({ ...valid, displayName: "x".repeat(61) }).errors).toEqual({
      displayName: messages.displayNameTooLong,
    });
    for (const percent of ["31", "-1", "12.5", "1e1", "ten", "0x10", "100"]) {
      expect(checkTraderForm({ ...valid, profitSharePercent: percent }).errors, percent).toEqual({
        profitSharePercent: messages.profitShareInvalid,
      });
    }
  });

  it("shows the messages in the dialog's language, unknown ones as they are", () => {
    expect(traderErrorText(esCommon.traders, messages.profitShareInvalid)).toBe(
      "La participación en beneficios debe ser un número entero de 0 a 30",
    );
    expect(traderErrorText(enCommon.traders, messages.displayNameRequired)).toBe(
      messages.displayNameRequired,
    );
    expect(traderErrorText(esCommon.traders, "Something else")).toBe("Something else");
  });
});
