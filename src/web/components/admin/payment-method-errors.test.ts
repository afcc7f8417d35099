import { describe, expect, it } from "vitest";
import { paymentMethodErrors } from "./payment-method-errors";

describe("payment method validation order (spec section 5)", () => {
  it("shows all three errors when everything is empty", () => {
    expect(paymentMethodErrors({ code: "", name: " ", address: "" })).toEqual({
      code: "ID is required",
      name: "Name is required",
      address: "Address is required",
    });
  });
  it("otherwise shows only the first missing field, in the order ID, Name, Address", () => {
    expect(paymentMethodErrors({ code: "", name: "Bitcoin", address: "" })).toEqual({
      code: "ID is required",
    });
    expect(paymentMethodErrors({ code: "btc", name: "", address: "" })).toEqual({ name: "Name is required" });
    expect(paymentMethodErrors({ code: "btc", name: "Bitcoin", address: "" })).toEqual({
      address: "Address is required",
    });
  });
  it("then applies the server's rules", () => {
    expect(paymentMethodErrors({ code: "b t c", name: "Bitcoin", address: "x" }).code).toMatch(
      /ID may contain/,
    );
    expect(paymentMethodErrors({ code: "btc", name: "Bitcoin", address: "bc1q" })).toEqual({});
  });
});
