import { useQueryClient } from "@tanstack/react-query";
import {
  addCopyFunds,
  copiesTag,
  createCopy,
  editCopy,
  getAssessment,
  getCopy,
  getCopyEquity,
  listCopies,
  listCopyTrades,
  listUserCopies,
  pauseCopy,
  removeCopyFunds,
  resumeCopy,
  stopCopy,
  submitAssessment,
} from "../../shared/contract/copies";
import { tradersTag } from "../../shared/contract/traders";
import { tradingTag } from "../../shared/contract/trading";
import { transactionsTag } from "../../shared/contract/transactions";
import { meTag } from "../../shared/contract/users";
import type {
  AssessmentInput,
  CopyFundsInput,
  CreateCopyInput,
  EditCopyInput,
} from "../../shared/schemas/copies";
import { queryKeyOf } from "./call-endpoint";
import {
  type Keyed,
  useEndpointMutation,
  useEndpointQuery,
  useEndpointQueryById,
  useInvalidate,
} from "./endpoint-hooks";

/**
 * Copies move with every quote: the screens poll like /markets's positions do. Changes of a copy
 * (created, paused, stopped, funds moved, a fill mirrored) also arrive at once on the events
 * stream (`copies` change events, src/web/api/live-updates.ts).
 */
const COPIES_REFRESH_MS = 5_000;

/** GET /api/v1/copies: the caller's copies (positions and events empty in the list). */
export function useCopies(options: { poll?: boolean } = {}) {
  return useEndpointQuery(listCopies, undefined, {
    refetchInterval: options.poll === false ? false : COPIES_REFRESH_MS,
  });
}

/** GET /api/v1/copies/:id with its positions and event log (while expanded). */
export function useCopy(id: string | undefined) {
  return useEndpointQueryById(getCopy, id, { refetchInterval: COPIES_REFRESH_MS });
}

/** GET /api/v1/copies/:id/trades: every position the copy mirrored (while its details are open). */
export function useCopyTrades(id: string) {
  return useEndpointQuery(listCopyTrades, { params: { id } }, { refetchInterval: COPIES_REFRESH_MS });
}

/** GET /api/v1/copies/:id/equity: the copy's equity, net invested, P&L and return over time. */
export function useCopyEquity(id: string) {
  return useEndpointQuery(getCopyEquity, { params: { id } }, { refetchInterval: COPIES_REFRESH_MS });
}

/** After any copy action: the copies, the balance and the traders' figures (copiers, amount copied) moved. */
function useRefreshCopies() {
  return useInvalidate([copiesTag], [meTag], [tradersTag], [tradingTag], [transactionsTag]);
}

/** POST /api/v1/copies with one Idempotency-Key per submission (a retry of the same one is safe). */
export function useCreateCopy() {
  return useEndpointMutation(createCopy, {
    toInput: ({ idempotencyKey, ...body }: Keyed<CreateCopyInput>) => ({ body }),
    onSuccess: useRefreshCopies(),
  });
}

/** PATCH /api/v1/copies/:id: the copy's stop-loss and take-profit. */
export function useEditCopy() {
  return useEndpointMutation(editCopy, {
    toInput: ({ id, ...body }: EditCopyInput & { id: string }) => ({ params: { id }, body }),
    onSuccess: useRefreshCopies(),
  });
}

const copyActions = { pause: pauseCopy, resume: resumeCopy, stop: stopCopy } as const;
export type CopyAction = keyof typeof copyActions;
type CopyActionEndpoint = (typeof copyActions)[CopyAction];

/** POST /api/v1/copies/:id/pause|resume|stop. */
export function useCopyAction() {
  return useEndpointMutation<CopyActionEndpoint, { id: string; action: CopyAction; idempotencyKey: string }>(
    ({ action }) => copyActions[action],
    { toInput: ({ id }) => ({ params: { id } }), onSuccess: useRefreshCopies() },
  );
}

const fundsEndpoints = { add: addCopyFunds, remove: removeCopyFunds } as const;
type FundsEndpoint = (typeof fundsEndpoints)[keyof typeof fundsEndpoints];

/** POST /api/v1/copies/:id/add-funds and /remove-funds. */
export function useCopyFunds() {
  return useEndpointMutation<
    FundsEndpoint,
    CopyFundsInput & { id: string; direction: keyof typeof fundsEndpoints; idempotencyKey: string }
  >(({ direction }) => fundsEndpoints[direction], {
    toInput: ({ id, direction, idempotencyKey, ...body }) => ({ params: { id }, body }),
    onSuccess: useRefreshCopies(),
  });
}

/** GET /api/v1/me/appropriateness: whether a live copy needs (or has passed) the questionnaire. */
export function useAssessment(enabled = true) {
  return useEndpointQuery(getAssessment, undefined, { enabled });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(submitAssessment, {
    toInput: (body: AssessmentInput) => ({ body }),
    onSuccess: (status) => queryClient.setQueryData(queryKeyOf(getAssessment), status),
  });
}

/** GET /api/v1/admin/users/:id/copies: a user's copies as an admin sees them. */
export function useUserCopies(userId: string) {
  return useEndpointQuery(listUserCopies, { params: { id: userId } }, { refetchInterval: COPIES_REFRESH_MS });
}
