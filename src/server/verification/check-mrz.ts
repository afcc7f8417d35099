import { parse } from "mrz";
import { messages } from "../../shared/messages";
import { normalizeDocumentNumber } from "../../shared/schemas/verification";
import { unprocessable } from "../http/errors";

const mrzRefused = (message: string) => unprocessable("MRZ_INVALID", message, { mrz: message });

/**
 * The machine-readable zone of an identity document, as typed (2 or 3 lines): every check digit
 * it has must be right (the `mrz` library parses it: TD1 ID cards, TD2, TD3 passports, French
 * ID cards, Swiss driving licences), and its document number must be the one typed. Country
 * codes are not judged here: the issuing country is chosen from our list. 422 MRZ_INVALID otherwise.
 */
export function checkMrz(mrz: string, documentNumber: string): void {
  const lines = mrz
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/\s/g, ""))
    .filter((line) => line.length > 0);
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch {
    throw mrzRefused(messages.mrzInvalid);
  }
  const badCheckDigit = result.details.some(
    (detail) => detail.field?.toLowerCase().includes("checkdigit") && !detail.valid,
  );
  if (badCheckDigit) throw mrzRefused(messages.mrzInvalid);
  const number = result.fields.documentNumber;
  if (!number || normalizeDocumentNumber(number) !== normalizeDocumentNumber(documentNumber))
    throw mrzRefused(messages.mrzOtherDocument);
}
