import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "../db/schema";
import { type SmtpReceiver, withdrawalRequestToAdmins } from "../test/mail-delivery";
import { decodeBody, startSmtpReceiver } from "../test/smtp-receiver";
import { ADMIN, createTestApp, signUp, useTestApp } from "../test/test-app";
import { deliverOutbox, drainOutbox, retryDelaySeconds } from "./deliver-outbox";
import { queueEmail } from "./queue-email";
import { createMailTransport } from "./transport";

describe("outbox delivery over SMTP", () => {
  const t = useTestApp();

  const row = async (id: string) => (await t.app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  /** The decoded email the receiver got for `to`, checked to be there and addressed to `to` alone. */
  const bodyReceivedBy = (receiver: SmtpReceiver, to: string) => {
    const message = receiver.received.find((m) => m.to.includes(to))!;
    expect(message).toBeDefined();
    expect(message.to).toEqual([to]);
    return decodeBody(message.raw);
  };

  it("renders a queued email at delivery and sends it with its subject, recipient and escaped content", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const transport = createMailTransport(receiver.url, "Swift Trade <no-reply@example.com>", t.app.log);
      const id = await queueEmail(t.app.db, {
        kind: "welcome",
        to: "eve@example.com",
        props: { name: "<script>alert(1)</script> Eve", loginUrl: "http://localhost:3000/login" },
      });
      expect(await row(id)).toMatchObject({
        status: "pending",
        subject: "Welcome to Swift Trade Exchange",
        html: null,
        text: null,
      });

      const result = await deliverOutbox(t.app.db, transport);
      expect(result.sent).toBeGreaterThanOrEqual(1);

      const body = bodyReceivedBy(receiver, "eve@example.com");
      expect(body).toContain("Subject: Welcome to Swift Trade Exchange");
      expect(body).toContain("http://localhost:3000/login");
      expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Eve");
      expect(body).not.toContain("<script>alert(1)</script>");
      expect(body).toContain("max-width:600px");
      // What was sent is kept in the outbox.
      const sent = await row(id);
      expect(sent.status).toBe("sent");
      expect(sent.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Eve");
      expect(sent.text).toContain("Log in to your account");
      transport.close();
    } finally {
      await receiver.stop();
    }
  });

  it("delivers an email queued rendered before migration 0008 (html, no props) as it is", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const id = randomUUID();
      await t.app.db.insert(outbox).values({
        id,
        kind: "welcome",
        to: "old@example.com",
        subject: "Queued before the change",
        html: "<p>Rendered &amp; stored <b>then</b></p>",
        text: "Rendered & stored then",
      });
      const transport = createMailTransport(receiver.url, "no-reply@example.com", t.app.log);
      await deliverOutbox(t.app.db, transport);
      transport.close();

      const body = bodyReceivedBy(receiver, "old@example.com");
      expect(body).toContain("Subject: Queued before the change");
      expect(body).toContain("<p>Rendered &amp; stored <b>then</b></p>");
      expect(body).toContain("Rendered & stored then");
      expect(body).not.toContain("max-width:600px");
      expect(await row(id)).toMatchObject({
        status: "sent",
        props: null,
        html: "<p>Rendered &amp; stored <b>then</b></p>",
      });
    } finally {
      await receiver.stop();
    }
  });

  it("marks an email whose props cannot be rendered as failed, and goes on with the others", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const insertRaw = async (kind: string, props: unknown) => {
        const id = randomUUID();
        await t.app.db
          .insert(outbox)
          .values({ id, kind, to: "broken@example.com", subject: "Broken", props });
        return id;
      };
      const wrongType = await insertRaw("welcome", { name: { $$typeof: "react.element" }, loginUrl: "x" });
      const missing = await insertRaw("withdrawal-confirmation", { userName: "Ann" });
      const unknownKind = await insertRaw("newsletter", { issue: 1 });
      const good = await queueEmail(t.app.db, {
        kind: "verify-email",
        to: "fine@example.com",
        props: { name: "Fine", verifyUrl: "http://app/verify" },
      });

      const transport = createMailTransport(receiver.url, "no-reply@example.com", t.app.log);
      const result = await deliverOutbox(t.app.db, transport);
      expect(result.failed).toBeGreaterThanOrEqual(3);

      expect(await row(wrongType)).toMatchObject({ status: "failed", attempts: 1, html: null });
      expect((await row(wrongType)).lastError).toMatch(
        /^render: props of 'welcome' do not fit its template: name/,
      );
      expect((await row(missing)).lastError).toMatch(/amount/);
      expect(await row(unknownKind)).toMatchObject({
        status: "failed",
        lastError: "render: no email template for kind 'newsletter'",
      });
      // Not retried: rendering again would fail again.
      await deliverOutbox(t.app.db, transport);
      transport.close();
      expect((await row(wrongType)).attempts).toBe(1);

      expect(receiver.received.some((m) => m.to.includes("broken@example.com"))).toBe(false);
      expect(receiver.received.some((m) => m.to.includes("fine@example.com"))).toBe(true);
      expect((await row(good)).status).toBe("sent");
    } finally {
      await receiver.stop();
    }
  });

  it("sends an email queued to the admins to each admin at delivery, one recipient each", async () => {
    const second = await signUp(t.app);
    const deleted = await signUp(t.app);
    await t.app.db.update(users).set({ role: "admin" }).where(eq(users.id, second.user.id));
    await t.app.db
      .update(users)
      .set({ role: "admin", deletedAt: new Date() })
      .where(eq(users.id, deleted.user.id));

    const receiver = await startSmtpReceiver();
    try {
      const id = await queueEmail(t.app.db, withdrawalRequestToAdmins("bc1-fan-out", "TNX-000777"));
      expect(await row(id)).toMatchObject({ to: null, toRole: "admin", subject: "Withdrawal Request" });

      const transport = createMailTransport(receiver.url, "no-reply@example.com", t.app.log);
      await deliverOutbox(t.app.db, transport);
      transport.close();

      expect(await row(id)).toMatchObject({ status: "expanded", attempts: 0 });
      const copies = await t.app.db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, "withdrawal-request"), sql`${outbox.props}->>'transactionId' = 'TNX-000777'`),
        );
      expect(
        copies
          .filter((copy) => copy.id !== id)
          .map((copy) => [copy.to, copy.status])
          .sort(),
      ).toEqual(
        [
          [ADMIN.email, "sent"],
          [second.user.email, "sent"],
        ].sort(),
      );

      const received = receiver.received.filter((m) => decodeBody(m.raw).includes("bc1-fan-out"));
      expect(received.map((m) => m.to)).toHaveLength(2);
      for (const message of received) expect(message.to).toHaveLength(1);
      expect(received.flatMap((m) => m.to).sort()).toEqual([ADMIN.email, second.user.email].sort());
    } finally {
      await receiver.stop();
    }
  });

  it("keeps the email queued while SMTP is down and delivers it once the server is back", async () => {
    const probe = await startSmtpReceiver();
    const port = probe.port;
    await probe.stop();

    const transport = createMailTransport(`smtp://127.0.0.1:${port}`, "no-reply@example.com", t.app.log);
    const id = await queueEmail(t.app.db, {
      kind: "welcome",
      to: "later@example.com",
      props: { name: "Tom & Jerry", loginUrl: "x" },
    });
    const down = await deliverOutbox(t.app.db, transport);
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const afterFailure = await row(id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, html: null });
    expect(afterFailure.lastError).toBeTruthy();
    expect(afterFailure.lastError).not.toMatch(/^render/);
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is retried before its backoff ends.
    expect((await deliverOutbox(t.app.db, transport)).sent).toBe(0);

    const receiver = await startSmtpReceiver(port);
    try {
      await t.app.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
      const up = await deliverOutbox(t.app.db, transport);
      expect(up.sent).toBeGreaterThanOrEqual(1);
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      const message = receiver.received.find((m) => m.to.includes("later@example.com"))!;
      expect(decodeBody(message.raw)).toContain("Tom &amp; Jerry");
    } finally {
      transport.close();
      await receiver.stop();
    }
  });

  it("without SMTP_URL renders the email, logs it and keeps it readable in the outbox", async () => {
    const transport = createMailTransport(undefined, "no-reply@example.com", t.app.log);
    const id = await queueEmail(t.app.db, {
      kind: "reset-password",
      to: "log@example.com",
      props: { name: "Lou", resetUrl: "http://localhost:3000/reset-password?token=abc" },
    });
    await deliverOutbox(t.app.db, transport);
    const logged = await row(id);
    expect(logged).toMatchObject({ status: "logged", subject: "Reset your password" });
    expect(logged.html).toContain("http://localhost:3000/reset-password?token=abc");
    expect(logged.html).toContain("max-width:600px");
    expect(logged.text).toContain("Hello Lou");
  });

  it("delivers a burst in one poll, batch after batch, but stops at a batch that fails", async () => {
    const queue = async (count: number, prefix: string) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push(
          await queueEmail(t.app.db, {
            kind: "welcome",
            to: `${prefix}${i}@example.com`,
            props: { name: `Burst ${i}`, loginUrl: "x" },
          }),
        );
      return ids;
    };
    const statuses = (ids: string[]) => Promise.all(ids.map(async (id) => (await row(id)).status));

    const burst = await queue(45, "burst");
    const logged = await drainOutbox(
      t.app.db,
      createMailTransport(undefined, "no-reply@example.com", t.app.log),
    );
    // One batch is 20: one poll used to deliver 20 of them and leave 25 for the next ones.
    expect(logged.sent).toBeGreaterThanOrEqual(45);
    expect(new Set(await statuses(burst))).toEqual(new Set(["logged"]));

    const probe = await startSmtpReceiver();
    await probe.stop();
    const down = createMailTransport(`smtp://127.0.0.1:${probe.port}`, "no-reply@example.com", t.app.log);
    const waiting = await queue(25, "down");
    const failed = await drainOutbox(t.app.db, down);
    down.close();
    expect(failed).toEqual({ sent: 0, failed: 20 });
    const attempts = await Promise.all(waiting.map(async (id) => (await row(id)).attempts));
    expect(attempts.filter((n) => n === 1)).toHaveLength(20);
    expect(attempts.filter((n) => n === 0)).toHaveLength(5);
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(50)).toBe(3600);
  });
});

describe("mail worker inside the app", () => {
  it("starts with the app, renders and delivers queued emails by itself and stops on close", async () => {
    const receiver = await startSmtpReceiver();
    const t = await createTestApp({ MAIL_POLL_MS: "100", SMTP_URL: receiver.url });
    try {
      await queueEmail(t.app.db, {
        kind: "welcome",
        to: "worker@example.com",
        props: { name: "By itself", loginUrl: "http://app/login" },
      });
      await expect
        .poll(() => receiver.received.some((m) => m.to.includes("worker@example.com")), { timeout: 5000 })
        .toBe(true);
      const message = receiver.received.find((m) => m.to.includes("worker@example.com"))!;
      expect(decodeBody(message.raw)).toContain("Welcome, By itself");
    } finally {
      await t.close();
      await receiver.stop();
    }
  });
});
