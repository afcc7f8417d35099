import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { PaymentMethod, paymentMethodInput } from "../../shared/schemas/payment-methods";
import type { Actor } from "../auth/session";
import type { Runner } from "../db/client";
import { paymentMethods } from "../db/schema";
import { writePaymentMethod } from "./write-payment-method";

export type PaymentMethodData = z.output<typeof paymentMethodInput>;

export function createPaymentMethod(
  db: Runner,
  actor: Actor,
  input: PaymentMethodData,
): Promise<PaymentMethod> {
  return writePaymentMethod(db, actor, "payment-method.create", async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({ id: randomUUID(), ...input })
      .returning();
    return { after: row! };
  });
}
