import type { FastifyPluginAsync } from "fastify";
import { exportTransactions } from "../../shared/contract/transactions";
import { actorOf } from "../auth/session";
import { implementEndpoint } from "../http/implement-endpoint";
import { requestLanguage } from "../http/language";
import { exportTransactionsCsv } from "./export-transactions";

/**
 * GET /api/v1/transactions/export.csv: the signed-in user's own transactions as a CSV download,
 * its header row in the request's language (the saved language, else Accept-Language, else English).
 */
export const transactionExportRoutes: FastifyPluginAsync = async (app) => {
  implementEndpoint(app, exportTransactions, async (request, reply) => {
    const csv = await exportTransactionsCsv(
      app.db,
      actorOf(request),
      request.query,
      requestLanguage(request),
    );
    const date = new Date().toISOString().slice(0, 10);
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="transactions-${date}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
    return reply;
  });
};
