import { useMutation } from "@tanstack/react-query";
import type { ContactInput, ContactOutput } from "../../shared/schemas/contact";
import { apiFetch } from "./client";

/** POST /api/v1/contact: stores the message and emails it to support. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiFetch<ContactOutput>("/api/v1/contact", { method: "POST", json: input }),
  });
}
