import { z } from "zod";

/** A text field the user must fill in: trimmed, `message` when missing or blank, `tooLong` above `max`. */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
