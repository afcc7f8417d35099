import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { endpointsOf } from "./endpoint";

const thing = z.object({ name: z.string() });
const thingParams = z.strictObject({ id: z.string() });
const thingInput = z.strictObject({ name: z.string() });

describe("endpointsOf", () => {
  it("lays a group's shared parts under each endpoint's own, which win", () => {
    const oneThing = endpointsOf("things", "admin", { params: thingParams, output: thing, idempotent: true });
    const renamed = oneThing.post("/api/v1/things/:id/rename", "Rename a thing", {
      body: thingInput,
      errors: ["NOT_PRACTICE"],
    });
    expect(renamed).toEqual({
      method: "POST",
      path: "/api/v1/things/:id/rename",
      access: "admin",
      summary: "Rename a thing",
      tag: "things",
      status: 200,
      errors: ["NOT_PRACTICE"],
      params: thingParams,
      body: thingInput,
      output: thing,
      idempotent: true,
    });
    const removed = oneThing.delete("/api/v1/things/:id", "Delete a thing", {
      status: 204,
      output: z.undefined(),
      idempotent: false,
    });
    expect(removed).toMatchObject({ params: thingParams, status: 204, idempotent: false });
    expect(removed.output).not.toBe(thing);
    expectTypeOf(removed.idempotent).toEqualTypeOf<false>();
    expectTypeOf(renamed.errors).toEqualTypeOf<readonly ["NOT_PRACTICE"]>();
  });

  it("needs no own parts when the group gives the output, and an output otherwise", () => {
    const oneThing = endpointsOf("things", "user", { params: thingParams, output: thing });
    expect(oneThing.get("/api/v1/things/:id", "Get a thing")).toMatchObject({
      status: 200,
      errors: [],
      params: thingParams,
      output: thing,
    });
    const things = endpointsOf("things", "user");
    // @ts-expect-error: nothing gives this endpoint its output
    things.get("/api/v1/things/:id", "Get a thing", { params: thingParams });
    // @ts-expect-error: nor here
    things.get("/api/v1/things/:id", "Get a thing");
  });
});
