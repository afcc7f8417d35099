import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "../db/schema";
import {
  deliverToReceiver,
  useSmtpReceiver,
  withdrawalConfirmation,
  withdrawalRequestToAdmins,
} from "../test/mail-delivery";
import { subjectOf, utf8Body } from "../test/smtp-receiver";
import { call, signUp, updateMe, useTestApp, validRegistration } from "../test/test-app";
import { type EmailIntent, queueEmail } from "./queue-email";

const hostile = `<img src=x onerror="alert('x')">`;

describe("emails go out in the recipient's saved language", () => {
  const t = useTestApp();
  const receiver = useSmtpReceiver();

  async function userWithLanguage(language: "en" | "es" | "fr" | null) {
    const { cookie, user } = await signUp(t.app, { name: hostile });
    if (language) {
      expect((await updateMe(t.app, cookie, { language })).statusCode).toBe(200);
    }
    // The sign-up's own emails go out first, so each test reads only the email it queues.
    await deliver(null);
    return user as { id: string; email: string };
  }

  async function deliver(intent: EmailIntent | null) {
    const id = intent ? await queueEmail(t.app.db, intent) : "";
    return { id, messages: await deliverToReceiver(t.app, receiver) };
  }

  const confirmation = (to: string) =>
    withdrawalConfirmation(to, {
      userName: hostile,
      walletAddress: "bc1-language",
      transactionId: "TNX-424242",
    });

  /** Delivers a welcome email to `email`; returns the message received for it. */
  const deliverWelcome = async (email: string, name: string) =>
    (
      await deliver({ kind: "welcome", to: email, props: { name, loginUrl: "http://app/login" } })
    ).messages.find((m) => m.to.includes(email))!;

  it("a user whose saved language is fr gets the email in French: subject, body, amounts, <html lang>", async () => {
    const user = await userWithLanguage("fr");
    const { id, messages } = await deliver(confirmation(user.email));
    const message = messages.find((m) => m.to.includes(user.email));
    expect(message, "nothing received").toBeDefined();
    expect(subjectOf(message!.raw)).toBe("Confirmation de retrait");
    const body = utf8Body(message!.raw);
    expect(body).toContain("Retrait confirmé");
    expect(body).toContain("a été approuvé");
    expect(body).toContain("Frais de traitement");
    expect(body).toContain("Adresse du portefeuille : bc1-language");
    expect(body).toMatch(/1\s000,00\s\$US/);
    expect(body).toContain('lang="fr"');
    expect(body).not.toContain("has been approved");
    expect(body).not.toContain("Processing fee");
    // Values are still escaped in the HTML part.
    const html = body.slice(body.indexOf("Content-Type: text/html"));
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    // The outbox keeps what was sent, subject included.
    const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent).toMatchObject({ status: "sent", subject: "Confirmation de retrait" });
    expect(sent!.text).toContain("a été approuvé");
  });

  it("an account made on a French page is saved as fr, so its welcome email is French from the start", async () => {
    const registration = validRegistration();
    const response = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "accept-language": "fr" },
      payload: registration,
    });
    expect(response.statusCode).toBe(200);
    const [saved] = await t.app.db.select().from(users).where(eq(users.email, registration.email));
    expect(saved?.language).toBe("fr");
    // The sign-up sends two emails (welcome and address check), in either order: both in French.
    const { messages } = await deliver(null);
    const subjects = messages.filter((m) => m.to.includes(registration.email)).map((m) => subjectOf(m.raw));
    expect(subjects.sort()).toEqual(["Bienvenue chez Swift Trade Exchange", "Vérifiez votre adresse e-mail"]);
    // An English page saves nothing: Accept-Language stays in charge.
    const english = await signUp(t.app);
    const [unset] = await t.app.db.select().from(users).where(eq(users.id, english.user.id));
    expect(unset?.language).toBeNull();
    await deliver(null);
  });

  it("es gets Spanish; no saved language or en gets the spec's English", async () => {
    const spanish = await userWithLanguage("es");
    const none = await userWithLanguage(null);
    const english = await userWithLanguage("en");
    const es = await deliverWelcome(spanish.email, "Ana");
    expect(subjectOf(es.raw)).toBe("Bienvenido a Swift Trade Exchange");
    expect(utf8Body(es.raw)).toContain("Iniciar sesión en su cuenta");
    for (const user of [none, english]) {
      const message = await deliverWelcome(user.email, "Ann");
      expect(subjectOf(message.raw)).toBe("Welcome to Swift Trade Exchange");
      const body = utf8Body(message.raw);
      expect(body).toContain("Log in to your account");
      expect(body).toContain("Thank you for joining Swift Trade Exchange.");
      expect(body).toContain('lang="en"');
    }
  });

  it("an email to every admin goes to each admin in their own language", async () => {
    const frenchAdmin = await userWithLanguage("fr");
    await t.app.db.update(users).set({ role: "admin" }).where(eq(users.id, frenchAdmin.id));
    const { messages } = await deliver(withdrawalRequestToAdmins("bc1-admins", "TNX-000888"));
    const toFrench = messages.find((m) => m.to.includes(frenchAdmin.email))!;
    expect(subjectOf(toFrench.raw)).toBe("Demande de retrait");
    expect(utf8Body(toFrench.raw)).toContain("a demandé un retrait de");
    const others = messages.filter((m) => !m.to.includes(frenchAdmin.email));
    expect(others.length).toBeGreaterThanOrEqual(1);
    for (const message of others) expect(subjectOf(message.raw)).toBe("Withdrawal Request");
  });
});
