import { z } from "zod";

/** Who a record is about or by (an audit entry's actor, a transaction's owner): a profile's first fields. */
export const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
