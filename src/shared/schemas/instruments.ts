import { z } from "zod";
import { assetClasses } from "../asset-classes";
import { messages } from "../messages";

/** GET /api/v1/instruments: an enabled instrument; decimals as decimal strings. */
const instrument = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: z.enum(assetClasses),
  /** Smallest quantity increment, in units of the instrument. */
  lotStep: z.string(),
  /** Smallest order value in USD. */
  minNotional: z.string(),
  maxLeverage: z.number().int(),
  /** True when the exchange feed does not list it: its quotes come from the simulated feed. */
  simulated: z.boolean(),
});
export type Instrument = z.infer<typeof instrument>;
export const instrumentsOutput = z.array(instrument);

/** GET /api/v1/admin/instruments: every instrument, with what an admin can change and its limits. */
export const adminInstrument = instrument.extend({
  pricePrecision: z.number().int(),
  enabled: z.boolean(),
  /** The asset class cap: maxLeverage can never be set above it. */
  classMaxLeverage: z.number().int(),
  updatedAt: z.string(),
});
export type AdminInstrument = z.infer<typeof adminInstrument>;
export const adminInstrumentsOutput = z.array(adminInstrument);

export const instrumentParams = z.strictObject({
  symbol: z
    .string()
    .max(20)
    .transform((value) => value.toUpperCase()),
});

/** PATCH /api/v1/admin/instruments/:symbol */
export const instrumentUpdate = z
  .strictObject({
    enabled: z.boolean({ error: messages.badRequest }).optional(),
    maxLeverage: z
      .number({ error: messages.leverageInvalid })
      .int(messages.leverageInvalid)
      .min(1, messages.leverageInvalid)
      .optional(),
  })
  .refine((value) => value.enabled !== undefined || value.maxLeverage !== undefined, {
    message: messages.instrumentUpdateEmpty,
  });
export type InstrumentUpdate = z.infer<typeof instrumentUpdate>;
