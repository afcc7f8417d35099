import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { meTag } from "../../shared/contract/users";
import {
  type AssessmentInput,
  assessmentStatus,
  type CopyFundsInput,
  type CreateCopyInput,
  copiesOutput,
  copy,
} from "../../shared/schemas/copies";
import { apiFetch } from "./client";

/**
 * Copies move with every quote: the screens poll like /trade's positions do. Changes of a copy
 * (created, paused, stopped, funds moved, a fill mirrored) also arrive at once on the events
 * stream (`copies` change events, src/web/api/live-updates.ts).
 */
const COPIES_REFRESH_MS = 5_000;

/** GET /api/v1/copies: the caller's copies (positions and events empty in the list). */
export function useCopies(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ["copies"],
    queryFn: async ({ signal }) => copiesOutput.parse(await apiFetch<unknown>("/api/v1/copies", { signal })),
    refetchInterval: options.poll === false ? false : COPIES_REFRESH_MS,
  });
}

/** GET /api/v1/copies/:id with its positions and event log (while expanded). */
export function useCopy(id: string | undefined) {
  return useQuery({
    queryKey: ["copies", id ?? ""],
    queryFn: async ({ signal }) =>
      copy.parse(await apiFetch<unknown>(`/api/v1/copies/${encodeURIComponent(id ?? "")}`, { signal })),
    enabled: Boolean(id),
    refetchInterval: COPIES_REFRESH_MS,
  });
}

/** After any copy action: the copies, the balance and the traders' figures (copiers, amount copied) moved. */
function useRefreshCopies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["copies"] }),
      queryClient.invalidateQueries({ queryKey: [meTag] }),
      queryClient.invalidateQueries({ queryKey: ["traders"] }),
      queryClient.invalidateQueries({ queryKey: ["trading"] }),
      queryClient.invalidateQueries({ queryKey: ["transactions"] }),
    ]);
}

/** POST /api/v1/copies with one Idempotency-Key per submission (a retry of the same one is safe). */
export function useCreateCopy() {
  const refresh = useRefreshCopies();
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...input }: CreateCopyInput & { idempotencyKey: string }) =>
      copy.parse(
        await apiFetch<unknown>("/api/v1/copies", {
          method: "POST",
          json: input,
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: refresh,
  });
}

export type CopyAction = "pause" | "resume" | "stop";

/** POST /api/v1/copies/:id/pause|resume|stop. */
export function useCopyAction() {
  const refresh = useRefreshCopies();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      idempotencyKey,
    }: {
      id: string;
      action: CopyAction;
      idempotencyKey: string;
    }) =>
      copy.parse(
        await apiFetch<unknown>(`/api/v1/copies/${encodeURIComponent(id)}/${action}`, {
          method: "POST",
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/v1/copies/:id/add-funds and /remove-funds. */
export function useCopyFunds() {
  const refresh = useRefreshCopies();
  return useMutation({
    mutationFn: async ({
      id,
      direction,
      idempotencyKey,
      ...input
    }: CopyFundsInput & { id: string; direction: "add" | "remove"; idempotencyKey: string }) =>
      copy.parse(
        await apiFetch<unknown>(`/api/v1/copies/${encodeURIComponent(id)}/${direction}-funds`, {
          method: "POST",
          json: input,
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      ),
    onSuccess: refresh,
  });
}

/** GET /api/v1/me/appropriateness: whether a live copy needs (or has passed) the questionnaire. */
export function useAssessment(enabled = true) {
  return useQuery({
    queryKey: ["me", "appropriateness"],
    queryFn: async ({ signal }) =>
      assessmentStatus.parse(await apiFetch<unknown>("/api/v1/me/appropriateness", { signal })),
    enabled,
  });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AssessmentInput) =>
      assessmentStatus.parse(
        await apiFetch<unknown>("/api/v1/me/appropriateness", { method: "POST", json: input }),
      ),
    onSuccess: (status) => queryClient.setQueryData(["me", "appropriateness"], status),
  });
}

/** GET /api/v1/admin/users/:id/copies: a user's copies as an admin sees them. */
export function useUserCopies(userId: string) {
  return useQuery({
    queryKey: ["copies", "user", userId],
    queryFn: async ({ signal }) =>
      copiesOutput.parse(
        await apiFetch<unknown>(`/api/v1/admin/users/${encodeURIComponent(userId)}/copies`, { signal }),
      ),
    refetchInterval: COPIES_REFRESH_MS,
  });
}
