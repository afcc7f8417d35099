import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { decodeBody, startSmtpReceiver } from "../test/smtp-receiver";
import { createTestApp, type TestApp } from "../test/test-app";
import { deliverOutbox, retryDelaySeconds } from "./deliver-outbox";
import { queueEmail } from "./queue-email";
import { welcomeEmail } from "./templates/account-emails";
import { createMailTransport } from "./transport";

describe("outbox delivery over SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pending = async (id: string) => (await t.app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it("delivers a queued email with its subject, recipient and escaped content", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const transport = createMailTransport(receiver.url, "Swift Trade <no-reply@example.com>", t.app.log);
      const email = await welcomeEmail(
        { name: "<script>alert(1)</script> Eve", email: "eve@example.com" },
        "http://localhost:3000/login",
      );
      const id = await queueEmail(t.app.db, email);
      const result = await deliverOutbox(t.app.db, transport);
      expect(result.sent).toBeGreaterThanOrEqual(1);

      const message = receiver.received.find((m) => m.to.includes("eve@example.com"))!;
      expect(message).toBeDefined();
      const body = decodeBody(message.raw);
      expect(body).toContain("Subject: Welcome to Swift Trade Exchange");
      expect(body).toContain("http://localhost:3000/login");
      expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Eve");
      expect(body).not.toContain("<script>alert(1)</script>");
      expect(body).toContain("max-width:600px");
      expect((await pending(id)).status).toBe("sent");
      transport.close();
    } finally {
      await receiver.stop();
    }
  });

  it("keeps the email queued while SMTP is down and delivers it once the server is back", async () => {
    const probe = await startSmtpReceiver();
    const port = probe.port;
    await probe.stop();

    const transport = createMailTransport(`smtp://127.0.0.1:${port}`, "no-reply@example.com", t.app.log);
    const id = await queueEmail(
      t.app.db,
      await welcomeEmail({ name: "Tom & Jerry", email: "later@example.com" }, "x"),
    );
    const down = await deliverOutbox(t.app.db, transport);
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const afterFailure = await pending(id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure.lastError).toBeTruthy();
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is retried before its backoff ends.
    expect((await deliverOutbox(t.app.db, transport)).sent).toBe(0);

    const receiver = await startSmtpReceiver(port);
    try {
      await t.app.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
      const up = await deliverOutbox(t.app.db, transport);
      expect(up.sent).toBeGreaterThanOrEqual(1);
      expect(await pending(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      const message = receiver.received.find((m) => m.to.includes("later@example.com"))!;
      expect(decodeBody(message.raw)).toContain("Tom &amp; Jerry");
    } finally {
      transport.close();
      await receiver.stop();
    }
  });

  it("without SMTP_URL logs the email and keeps it readable in the outbox", async () => {
    const transport = createMailTransport(undefined, "no-reply@example.com", t.app.log);
    const id = await queueEmail(t.app.db, {
      kind: "test",
      to: "log@example.com",
      subject: "Logged",
      html: "<p>x</p>",
      text: "x",
    });
    await deliverOutbox(t.app.db, transport);
    expect(await pending(id)).toMatchObject({ status: "logged", html: "<p>x</p>", subject: "Logged" });
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(50)).toBe(3600);
  });
});

describe("mail worker inside the app", () => {
  it("starts with the app, delivers queued emails by itself and stops on close", async () => {
    const receiver = await startSmtpReceiver();
    const t = await createTestApp({ MAIL_POLL_MS: "100", SMTP_URL: receiver.url });
    try {
      await queueEmail(t.app.db, {
        kind: "test",
        to: "worker@example.com",
        subject: "By itself",
        html: "<p>x</p>",
        text: "x",
      });
      await expect
        .poll(() => receiver.received.some((m) => m.to.includes("worker@example.com")), { timeout: 5000 })
        .toBe(true);
    } finally {
      await t.close();
      await receiver.stop();
    }
  });
});
