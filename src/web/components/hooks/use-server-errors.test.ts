import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { serverFieldErrors } from "./use-server-errors";

describe("serverFieldErrors", () => {
  it("keeps the server's field messages that name a field of the form, in the server's order", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "Check the form", {
      password: "Too short",
      unknown: "Not a field here",
      email: "Taken",
    });
    expect(serverFieldErrors(error, ["email", "password"])).toEqual([
      ["password", "Too short"],
      ["email", "Taken"],
    ]);
  });

  it("has none for another error or an ApiError without fields", () => {
    expect(serverFieldErrors(new Error("boom"), ["email"])).toEqual([]);
    expect(serverFieldErrors(new ApiError(500, "INTERNAL", "Oops"), ["email"])).toEqual([]);
    expect(serverFieldErrors("text", ["email"])).toEqual([]);
  });
});
