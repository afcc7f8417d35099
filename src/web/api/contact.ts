import { sendContactMessage } from "../../shared/contract/contact";
import type { ContactInput } from "../../shared/schemas/contact";
import { useEndpointMutation } from "./endpoint-hooks";

/** POST /api/v1/contact: stores the message and emails it to support. */
export function useSendContactMessage() {
  return useEndpointMutation(sendContactMessage, { toInput: (body: ContactInput) => ({ body }) });
}
