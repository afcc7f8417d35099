import { useMutation } from "@tanstack/react-query";
import { adminTag } from "../../shared/contract/admin";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import {
  approveVerification,
  getVerification,
  getVerificationCase,
  listVerificationCases,
  rejectVerification,
  requestVerificationDocument,
  saveVerificationDetails,
  submitVerification,
  uploadVerificationDocument,
  verificationTag,
} from "../../shared/contract/verification";
import type { VerificationDetailsInput } from "../../shared/schemas/verification";
import { callEndpoint, type EndpointError } from "./call-endpoint";
import { useEndpointMutation, useEndpointQuery, useEndpointQueryById, useInvalidate } from "./endpoint-hooks";

/** The signed-in user's verification (refreshed live when a case is decided). */
export function useVerification() {
  return useEndpointQuery(getVerification, undefined);
}

export function useSaveVerificationDetails() {
  const refresh = useInvalidate([verificationTag]);
  return useEndpointMutation(saveVerificationDetails, {
    toInput: (body: VerificationDetailsInput) => ({ body }),
    onSuccess: refresh,
  });
}

/** One document: its text fields, then the file (the server ignores the file's own name). */
export function useUploadVerificationDocument() {
  const refresh = useInvalidate([verificationTag]);
  return useMutation<
    EndpointOutput<typeof uploadVerificationDocument>,
    EndpointError<typeof uploadVerificationDocument>,
    { fields: Record<string, string>; file: File }
  >({
    mutationFn: ({ fields, file }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== "") body.append(name, value);
      body.append("file", file);
      return callEndpoint(uploadVerificationDocument, { body });
    },
    onSuccess: () => refresh(),
  });
}

export function useSubmitVerification() {
  const refresh = useInvalidate([verificationTag]);
  return useEndpointMutation(submitVerification, { toInput: () => ({}), onSuccess: refresh });
}

export function useVerificationCases(
  status: "pending" | "flagged" | "approved" | "rejected" | "document-requested",
) {
  return useEndpointQuery(listVerificationCases, { query: { status } });
}

export function useVerificationCase(id: string | null) {
  return useEndpointQueryById(getVerificationCase, id);
}

/** Approve, reject (reason and note) or ask for a document again (kind, reason, note). */
export function useDecideVerification() {
  const refresh = useInvalidate([adminTag], [verificationTag]);
  return useMutation<
    EndpointOutput<typeof approveVerification>,
    EndpointError<typeof approveVerification>,
    | { id: string; action: "approve" }
    | { id: string; action: "reject"; reason: string; note: string }
    | { id: string; action: "request-document"; kind: string; reason: string; note: string }
  >({
    mutationFn: (decision) => {
      const params = { id: decision.id };
      if (decision.action === "approve") return callEndpoint(approveVerification, { params });
      if (decision.action === "reject")
        return callEndpoint(rejectVerification, {
          params,
          body: { reason: decision.reason as "other", note: decision.note },
        });
      return callEndpoint(requestVerificationDocument, {
        params,
        body: { kind: decision.kind as "identity", reason: decision.reason as "other", note: decision.note },
      });
    },
    onSuccess: () => refresh(),
  });
}
