import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { registeredField } from "./registered-field";

describe("registeredField", () => {
  it("registers the field and gives its own message as error, none while it has none", () => {
    const { control, register, setError } = createFormControl({
      defaultValues: { email: "", password: "" },
    });
    const form = { register, formState: control._formState };
    expect(registeredField(form, "email")).toMatchObject({ name: "email", error: undefined });
    setError("password", { type: "server", message: "Too short" });
    expect(registeredField(form, "password")).toMatchObject({ name: "password", error: "Too short" });
    expect(registeredField(form, "email").error).toBeUndefined();
    expect(typeof registeredField(form, "email").onChange).toBe("function");
  });
});
