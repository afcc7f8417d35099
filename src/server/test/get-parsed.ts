import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { call } from "./test-app";

/** GETs `url`, expects 200 and returns the body parsed by the endpoint's output schema. */
export async function getParsed<Schema extends z.ZodType>(app: FastifyInstance, url: string, schema: Schema) {
  const response = await call(app, { method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json()) as z.infer<Schema>;
}
