import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { signUp, useTestApp } from "../test/test-app";
import { queueUserEmail } from "./queue-user-email";

describe("queueUserEmail", () => {
  const t = useTestApp();

  it("queues the email made for the user's current name and address; nothing for an unknown user", async () => {
    const person = await signUp(t.app, { name: "Queued Person" });
    const id = await queueUserEmail(t.app.db, person.user.id, (user) => ({
      kind: "welcome",
      to: user.email,
      props: { name: user.name, loginUrl: "https://example.com/login" },
    }));
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({
      kind: "welcome",
      to: person.user.email,
      props: { name: "Queued Person", loginUrl: "https://example.com/login" },
    });
    const none = await queueUserEmail(t.app.db, randomUUID(), () => {
      throw new Error("no email is made for an unknown user");
    });
    expect(none).toBeUndefined();
  });
});
