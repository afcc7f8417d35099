import { messages } from "../../../shared/messages";
import { paymentMethodInput } from "../../../shared/schemas/payment-methods";

export type PaymentMethodField = "code" | "name" | "address";
export type PaymentMethodValues = Record<PaymentMethodField, string>;

const ORDER: PaymentMethodField[] = ["code", "name", "address"];
const REQUIRED: Record<PaymentMethodField, string> = {
  code: messages.paymentMethodCodeRequired,
  name: messages.paymentMethodNameRequired,
  address: messages.paymentMethodAddressRequired,
};

/**
 * The spec's validation order (section 5): with ID, Name and Address all empty, all three errors
 * show; otherwise only the first missing one, in the order ID, Name, Address. Filled-in values are
 * then checked by the shared schema (the server's rules: ID characters, lengths).
 */
export function paymentMethodErrors(
  values: PaymentMethodValues,
): Partial<Record<PaymentMethodField, string>> {
  const missing = ORDER.filter((field) => !values[field].trim());
  if (missing.length === ORDER.length) return { ...REQUIRED };
  const first = missing[0];
  if (first) return { [first]: REQUIRED[first] };
  const parsed = paymentMethodInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<PaymentMethodField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PaymentMethodField;
    errors[field] ??= issue.message;
  }
  return errors;
}
