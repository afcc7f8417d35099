import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/session";
import { requestLanguage } from "../http/language";
import { exportTransactionsCsv } from "./export-transactions";

const exportQuery = z.strictObject({ search: z.string().trim().max(100).optional() });

/**
 * GET /api/v1/transactions/export.csv: the signed-in user's own transactions as a CSV download,
 * its header row in the request's language (the saved language, else Accept-Language, else English).
 */
export const transactionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/transactions/export.csv",
    {
      config: { access: "user" },
      schema: {
        tags: ["transactions"],
        querystring: exportQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const csv = await exportTransactionsCsv(
        app.db,
        actorOf(request),
        request.query,
        requestLanguage(request),
      );
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="transactions-${date}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
