/** Test fixtures for email: an SMTP receiver per describe block, delivering the outbox to it, and intents. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { deliverOutbox } from "../mail/deliver-outbox";
import { ADMINS, type EmailIntent } from "../mail/queue-email";
import { createMailTransport } from "../mail/transport";
import { startSmtpReceiver } from "./smtp-receiver";

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * For a describe block: an SMTP receiver started in beforeAll and stopped in afterAll.
 * The returned object is filled in by the beforeAll, so read its properties inside tests and hooks.
 */
export function useSmtpReceiver(): SmtpReceiver {
  const fixture = {} as SmtpReceiver;
  beforeAll(async () => {
    Object.assign(fixture, await startSmtpReceiver());
  });
  afterAll(() => fixture.stop?.());
  return fixture;
}

/** Delivers what the app's outbox holds to the receiver; returns the emails it received meanwhile. */
export async function deliverToReceiver(app: FastifyInstance, receiver: SmtpReceiver) {
  const before = receiver.received.length;
  const transport = createMailTransport(receiver.url, "no-reply@example.com", app.log);
  await deliverOutbox(app.db, transport);
  transport.close();
  return receiver.received.slice(before);
}

/** A withdrawal confirmation of $1,000.00 by Bitcoin ($100.00 fee, $900.00 net), to `to`. */
export const withdrawalConfirmation = (
  to: string,
  {
    userName,
    walletAddress,
    transactionId,
  }: { userName: string; walletAddress: string; transactionId: string },
): EmailIntent => ({
  kind: "withdrawal-confirmation",
  to,
  props: {
    userName,
    amount: "$1,000.00",
    fee: "$100.00",
    netAmount: "$900.00",
    method: "Bitcoin",
    walletAddress,
    transactionId,
  },
});

/** Ann's request to withdraw $12.00 by Bitcoin, sent to every admin. */
export const withdrawalRequestToAdmins = (walletAddress: string, transactionId: string): EmailIntent => ({
  kind: "withdrawal-request",
  to: ADMINS,
  props: {
    userName: "Ann",
    userEmail: "ann@example.com",
    amount: "$12.00",
    method: "Bitcoin",
    walletAddress,
    transactionId,
  },
});
