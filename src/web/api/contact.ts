import { useMutation } from "@tanstack/react-query";
import { sendContactMessage } from "../../shared/contract/contact";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import type { ContactInput } from "../../shared/schemas/contact";
import { callEndpoint, type EndpointError } from "./call-endpoint";

/** POST /api/v1/contact: stores the message and emails it to support. */
export function useSendContactMessage() {
  return useMutation<
    EndpointOutput<typeof sendContactMessage>,
    EndpointError<typeof sendContactMessage>,
    ContactInput
  >({
    mutationFn: (body) => callEndpoint(sendContactMessage, { body }),
  });
}
