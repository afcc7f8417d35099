import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "../../shared/contract/endpoint";
import { conflict, registerErrorHandling, unprocessable } from "./errors";
import { implementEndpoint } from "./implement-endpoint";

const pause = defineEndpoint({
  method: "POST",
  path: "/api/v1/things/:id/pause",
  access: "user",
  summary: "Pause a thing",
  tag: "things",
  params: z.strictObject({ id: z.string().max(5) }),
  body: z.strictObject({ reason: z.string() }),
  status: 201,
  output: z.object({ id: z.string(), reason: z.string() }),
  errors: ["COPY_ALREADY_PAUSED"],
});

async function appWith(handler: Parameters<typeof implementEndpoint<typeof pause>>[2]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  implementEndpoint(app, pause, handler);
  await app.ready();
  return app;
}

/** Pauses thing t1 with a valid body. */
const pauseT1 = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/v1/things/t1/pause", payload: { reason: "x" } });

describe("a route registered from its contract endpoint", () => {
  it("declares its access, validates its input, answers its status through the output schema", async () => {
    const app = await appWith((request) => ({ id: request.params.id, reason: request.body.reason }));
    const route = app.hasRoute({ method: "POST", url: "/api/v1/things/:id/pause" });
    expect(route).toBe(true);
    const ok = await pauseT1(app);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: "t1", reason: "x" });
    const bad = await app.inject({ method: "POST", url: "/api/v1/things/toolong/pause", payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("BAD_REQUEST");
  });

  it("answers a listed error code as thrown", async () => {
    const app = await appWith(() => {
      throw conflict("COPY_ALREADY_PAUSED", "Already paused");
    });
    const answer = await pauseT1(app);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: { code: "COPY_ALREADY_PAUSED", message: "Already paused" } });
  });

  it("fails under test on a code its contract does not list, so the contract cannot fall behind", async () => {
    const app = await appWith(() => {
      throw unprocessable("INSUFFICIENT_BALANCE", "Insufficient balance");
    });
    const answer = await pauseT1(app);
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error.code).toBe("INTERNAL");
  });
});
