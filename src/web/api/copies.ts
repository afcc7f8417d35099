import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addCopyFunds,
  copiesTag,
  createCopy,
  getAssessment,
  getCopy,
  listCopies,
  listUserCopies,
  pauseCopy,
  removeCopyFunds,
  resumeCopy,
  stopCopy,
  submitAssessment,
} from "../../shared/contract/copies";
import type { EndpointOutput } from "../../shared/contract/endpoint";
import { tradersTag } from "../../shared/contract/traders";
import { tradingTag } from "../../shared/contract/trading";
import { meTag } from "../../shared/contract/users";
import type { AssessmentInput, CopyFundsInput, CreateCopyInput } from "../../shared/schemas/copies";
import { callEndpoint, type EndpointError, queryKeyOf } from "./call-endpoint";

/**
 * Copies move with every quote: the screens poll like /trade's positions do. Changes of a copy
 * (created, paused, stopped, funds moved, a fill mirrored) also arrive at once on the events
 * stream (`copies` change events, src/web/api/live-updates.ts).
 */
const COPIES_REFRESH_MS = 5_000;

/** GET /api/v1/copies: the caller's copies (positions and events empty in the list). */
export function useCopies(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf(listCopies),
    queryFn: ({ signal }) => callEndpoint(listCopies, {}, { signal }),
    refetchInterval: options.poll === false ? false : COPIES_REFRESH_MS,
  });
}

/** GET /api/v1/copies/:id with its positions and event log (while expanded). */
export function useCopy(id: string | undefined) {
  const input = { params: { id: id ?? "" } };
  return useQuery({
    queryKey: queryKeyOf(getCopy, input),
    queryFn: ({ signal }) => callEndpoint(getCopy, input, { signal }),
    enabled: Boolean(id),
    refetchInterval: COPIES_REFRESH_MS,
  });
}

/** After any copy action: the copies, the balance and the traders' figures (copiers, amount copied) moved. */
function useRefreshCopies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [copiesTag] }),
      queryClient.invalidateQueries({ queryKey: [meTag] }),
      queryClient.invalidateQueries({ queryKey: [tradersTag] }),
      queryClient.invalidateQueries({ queryKey: [tradingTag] }),
      queryClient.invalidateQueries({ queryKey: ["transactions"] }),
    ]);
}

/** POST /api/v1/copies with one Idempotency-Key per submission (a retry of the same one is safe). */
export function useCreateCopy() {
  const refresh = useRefreshCopies();
  return useMutation<
    EndpointOutput<typeof createCopy>,
    EndpointError<typeof createCopy>,
    CreateCopyInput & { idempotencyKey: string }
  >({
    mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(createCopy, { body }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

const copyActions = { pause: pauseCopy, resume: resumeCopy, stop: stopCopy } as const;
export type CopyAction = keyof typeof copyActions;
type CopyActionEndpoint = (typeof copyActions)[CopyAction];

/** POST /api/v1/copies/:id/pause|resume|stop. */
export function useCopyAction() {
  const refresh = useRefreshCopies();
  return useMutation<
    EndpointOutput<CopyActionEndpoint>,
    EndpointError<CopyActionEndpoint>,
    { id: string; action: CopyAction; idempotencyKey: string }
  >({
    mutationFn: ({ id, action, idempotencyKey }) =>
      callEndpoint(copyActions[action], { params: { id } }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

const fundsEndpoints = { add: addCopyFunds, remove: removeCopyFunds } as const;
type FundsEndpoint = (typeof fundsEndpoints)[keyof typeof fundsEndpoints];

/** POST /api/v1/copies/:id/add-funds and /remove-funds. */
export function useCopyFunds() {
  const refresh = useRefreshCopies();
  return useMutation<
    EndpointOutput<FundsEndpoint>,
    EndpointError<FundsEndpoint>,
    CopyFundsInput & { id: string; direction: keyof typeof fundsEndpoints; idempotencyKey: string }
  >({
    mutationFn: ({ id, direction, idempotencyKey, ...body }) =>
      callEndpoint(fundsEndpoints[direction], { params: { id }, body }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** GET /api/v1/me/appropriateness: whether a live copy needs (or has passed) the questionnaire. */
export function useAssessment(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(getAssessment),
    queryFn: ({ signal }) => callEndpoint(getAssessment, {}, { signal }),
    enabled,
  });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointOutput<typeof submitAssessment>,
    EndpointError<typeof submitAssessment>,
    AssessmentInput
  >({
    mutationFn: (body) => callEndpoint(submitAssessment, { body }),
    onSuccess: (status) => queryClient.setQueryData(queryKeyOf(getAssessment), status),
  });
}

/** GET /api/v1/admin/users/:id/copies: a user's copies as an admin sees them. */
export function useUserCopies(userId: string) {
  const input = { params: { id: userId } };
  return useQuery({
    queryKey: queryKeyOf(listUserCopies, input),
    queryFn: ({ signal }) => callEndpoint(listUserCopies, input, { signal }),
    refetchInterval: COPIES_REFRESH_MS,
  });
}
