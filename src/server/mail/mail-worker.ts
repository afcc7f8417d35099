import type { FastifyInstance } from "fastify";
import { every } from "../scheduling/every";
import { deliverOutbox } from "./deliver-outbox";
import { createMailTransport } from "./transport";

/** Polls the outbox every `intervalMs` and delivers what is due; stops with the app. */
export function startMailWorker(app: FastifyInstance, intervalMs: number) {
  const transport = createMailTransport(app.config.smtpUrl, app.config.mailFrom, app.log);
  const { run: tick, stop } = every(app, intervalMs, "outbox delivery failed; will retry", () =>
    deliverOutbox(app.db, transport),
  );
  app.addHook("onClose", async () => {
    stop();
    transport.close();
  });
  return { transport, tick };
}
