import type { FastifyInstance } from "fastify";
import { deliverOutbox } from "./deliver-outbox";
import { createMailTransport } from "./transport";

/** Polls the outbox every `intervalMs` and delivers what is due; stops with the app. */
export function startMailWorker(app: FastifyInstance, intervalMs: number) {
  const transport = createMailTransport(app.config.smtpUrl, app.config.mailFrom, app.log);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverOutbox(app.db, transport);
    } catch (error) {
      app.log.warn({ err: error }, "outbox delivery failed; will retry");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    transport.close();
  });
  return { transport, tick };
}
