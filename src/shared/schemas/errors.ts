import { z } from "zod";

/** The one error shape of the API (docs/design.md, API). */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** VERIFICATION_REQUIRED: the identity verification level the refused action needs (issue 32). */
    requiredLevel: z.number().int().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
