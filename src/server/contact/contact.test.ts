import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../db/schema";
import { deliverOutbox } from "../mail/deliver-outbox";
import { createMailTransport } from "../mail/transport";
import { call, createTestApp, type TestApp } from "../test/test-app";

const LIMIT = 4;

describe("POST /api/v1/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: "help@example.com", CONTACT_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  // Each test sends from its own address so the per-IP limit only bites where intended.
  const send = (payload: Record<string, unknown>, ip: string) =>
    call(t.app, { method: "POST", url: "/api/v1/contact", payload, remoteAddress: ip });

  it("stores the message and queues an escaped email to support", async () => {
    const response = await send(
      {
        fullName: "  Ada <b>Lovelace</b>\r\nBcc: x@y.z ",
        email: "Ada@Example.com",
        message: "Hello <script>",
      },
      "10.0.0.1",
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Message sent successfully");

    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(stored).toMatchObject({
      email: "ada@example.com",
      message: "Hello <script>",
      ipAddress: "10.0.0.1",
    });

    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, "contact-message"));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe("help@example.com");
    expect(mail.subject).toBe("Contact form: Ada <b>Lovelace</b> Bcc: x@y.z");
    // Queued with its facts, rendered by the mail worker at delivery.
    expect(mail).toMatchObject({ html: null, status: "pending" });
    expect(mail.props).toEqual({
      fullName: "Ada <b>Lovelace</b>\r\nBcc: x@y.z",
      email: "ada@example.com",
      message: "Hello <script>",
      reference: body.id,
    });

    await deliverOutbox(t.app.db, createMailTransport(undefined, "no-reply@example.com", t.app.log));
    const [delivered] = await t.app.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(delivered!.status).toBe("logged");
    expect(delivered!.html).toContain("Hello &lt;script&gt;");
    expect(delivered!.html).not.toContain("<script>");
    expect(delivered!.html).not.toContain("<b>");
    expect(delivered!.text).toContain("Hello <script>");
  });

  it("answers the spec's messages for missing fields", async () => {
    const response = await send({ fullName: " ", email: "", message: "" }, "10.0.0.2");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      message: "Message is required",
    });

    const missing = await send({}, "10.0.0.2");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("rejects a bad email, oversized fields and unknown fields", async () => {
    const ip = "10.0.0.3";
    const base = { fullName: "Ada", email: "ada@example.com", message: "Hi" };
    const badEmail = await send({ ...base, email: "not-an-email" }, ip);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBe("Enter a valid email address");

    const tooLong = await send({ ...base, message: "x".repeat(5001) }, ip);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.message).toBe("Message must be at most 5000 characters");

    const extra = await send({ ...base, admin: true }, ip);
    expect(extra.statusCode).toBe(400);
  });

  it("rate-limits per IP with 429 in the error format", async () => {
    const ip = "10.0.0.9";
    const base = { fullName: "Ada", email: "ada@example.com", message: "Hi" };
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await send(base, ip)).statusCode).toBe(201);
    }
    const limited = await send(base, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    // Another visitor is unaffected.
    expect((await send(base, "10.0.0.10")).statusCode).toBe(201);
  });

  it("refuses a cross-site post", async () => {
    const response = await call(t.app, {
      method: "POST",
      url: "/api/v1/contact",
      payload: { fullName: "Ada", email: "ada@example.com", message: "Hi" },
      headers: { origin: "https://evil.example" },
      remoteAddress: "10.0.0.20",
    });
    expect(response.statusCode).toBe(403);
  });
});
