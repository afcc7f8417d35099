import { userIdParams } from "../schemas/admin";
import * as schemas from "../schemas/copies";
import { type EndpointParts, endpointsOf } from "./endpoint";

/** The query-key family of copies (live updates refresh it on every `copies` change). */
export const copiesTag = "copies";

const copies = endpointsOf(copiesTag, "active");
/** One of the investor's copies, answered whole. */
const copy = endpointsOf(copiesTag, "active", { params: schemas.copyParams, output: schemas.copy });
const assessment = endpointsOf("me", "active", { output: schemas.assessmentStatus });
const admin = endpointsOf("admin", "admin");

/** `POST /api/v1/copies/:id/<verb>`: an investor's action on their copy (Idempotency-Key), answering the copy. */
const copyAction = <const V extends string, const R extends Pick<EndpointParts, "body" | "errors">>(
  verb: V,
  summary: string,
  parts: R,
) => copy.post(`/api/v1/copies/:id/${verb}`, summary, { idempotent: true, ...parts });

export const createCopy = copies.post("/api/v1/copies", "Start copying a trader", {
  body: schemas.createCopyInput,
  status: 201,
  output: schemas.copy,
  errors: [
    "COPY_AMOUNT_TOO_SMALL",
    "COPY_YOURSELF",
    "TRADER_UNAVAILABLE",
    "TRADER_TOO_RISKY",
    "ASSESSMENT_REQUIRED",
    "VERIFICATION_REQUIRED",
    "INSUFFICIENT_PRACTICE_CASH",
    "INSUFFICIENT_BALANCE",
    "COPY_ALREADY_ACTIVE",
  ],
  idempotent: true,
});

export const listCopies = copies.get("/api/v1/copies", "List the signed-in investor's copies", {
  output: schemas.copiesOutput,
});

export const getCopy = copy.get("/api/v1/copies/:id", "Get a copy with its positions and log");

export const editCopy = copy.patch(
  "/api/v1/copies/:id",
  "Change a running copy's stop-loss and take-profit",
  {
    body: schemas.editCopyInput,
    errors: ["COPY_STOPPED", "COPY_LEVEL_REACHED"],
  },
);

export const listCopyTrades = copies.get(
  "/api/v1/copies/:id/trades",
  "List the positions a copy mirrored, with their P&L and share of the profit share paid",
  { params: schemas.copyParams, output: schemas.copyTradesOutput },
);

export const getCopyEquity = copies.get(
  "/api/v1/copies/:id/equity",
  "A copy's equity, net invested, P&L and time-weighted return over time",
  { params: schemas.copyParams, output: schemas.copyEquityOutput },
);

export const pauseCopy = copyAction("pause", "Pause a copy (no new positions; closes still mirror)", {
  errors: ["COPY_STOPPED", "COPY_ALREADY_PAUSED"],
});

export const resumeCopy = copyAction("resume", "Resume a paused copy", {
  errors: ["COPY_STOPPED", "COPY_NOT_PAUSED"],
});

export const stopCopy = copyAction("stop", "Stop a copy: close its positions and return its cash", {
  errors: ["COPY_STOPPED", "PRICES_SIMULATED", "MARKET_DATA_STALE"],
});

export const addCopyFunds = copyAction("add-funds", "Move money into a copy", {
  body: schemas.copyFundsInput,
  errors: ["COPY_STOPPED", "INSUFFICIENT_PRACTICE_CASH", "INSUFFICIENT_BALANCE", "VERIFICATION_REQUIRED"],
});

export const removeCopyFunds = copyAction("remove-funds", "Move money out of a copy", {
  body: schemas.copyFundsInput,
  errors: ["COPY_STOPPED", "COPY_REMOVE_BEYOND_FREE", "PRICES_SIMULATED", "MARKET_DATA_STALE"],
});

export const listUserCopies = admin.get(
  "/api/v1/admin/users/:id/copies",
  "List a user's copies with their figures",
  { params: userIdParams, output: schemas.copiesOutput },
);

/** The appropriateness questionnaire's result: under "me", refreshed with the signed-in user. */
export const getAssessment = assessment.get(
  "/api/v1/me/appropriateness",
  "Get the appropriateness questionnaire result",
);

export const submitAssessment = assessment.post(
  "/api/v1/me/appropriateness",
  "Answer the appropriateness questionnaire",
  {
    body: schemas.assessmentInput,
    errors: ["ASSESSMENT_ANSWERS_INVALID", "ASSESSMENT_RETAKE_TOO_SOON"],
  },
);
