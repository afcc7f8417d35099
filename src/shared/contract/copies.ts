import { userIdParams } from "../schemas/admin";
import {
  assessmentInput,
  assessmentStatus,
  copiesOutput,
  copy,
  copyFundsInput,
  copyParams,
  createCopyInput,
} from "../schemas/copies";
import { defineEndpoint } from "./endpoint";

/** The query-key family of copies (live updates refresh it on every `copies` change). */
export const copiesTag = "copies";

export const createCopy = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies",
  access: "active",
  summary: "Start copying a trader",
  tag: copiesTag,
  body: createCopyInput,
  status: 201,
  output: copy,
  errors: [
    "COPY_AMOUNT_TOO_SMALL",
    "COPY_YOURSELF",
    "TRADER_UNAVAILABLE",
    "TRADER_TOO_RISKY",
    "ASSESSMENT_REQUIRED",
    "INSUFFICIENT_PRACTICE_CASH",
    "INSUFFICIENT_BALANCE",
    "COPY_ALREADY_ACTIVE",
  ],
  idempotent: true,
});

export const listCopies = defineEndpoint({
  method: "GET",
  path: "/api/v1/copies",
  access: "active",
  summary: "List the signed-in investor's copies",
  tag: copiesTag,
  status: 200,
  output: copiesOutput,
  errors: [],
});

export const getCopy = defineEndpoint({
  method: "GET",
  path: "/api/v1/copies/:id",
  access: "active",
  summary: "Get a copy with its positions and log",
  tag: copiesTag,
  params: copyParams,
  status: 200,
  output: copy,
  errors: [],
});

export const pauseCopy = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies/:id/pause",
  access: "active",
  summary: "Pause a copy (no new positions; closes still mirror)",
  tag: copiesTag,
  params: copyParams,
  status: 200,
  output: copy,
  errors: ["COPY_STOPPED", "COPY_ALREADY_PAUSED"],
  idempotent: true,
});

export const resumeCopy = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies/:id/resume",
  access: "active",
  summary: "Resume a paused copy",
  tag: copiesTag,
  params: copyParams,
  status: 200,
  output: copy,
  errors: ["COPY_STOPPED", "COPY_NOT_PAUSED"],
  idempotent: true,
});

export const stopCopy = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies/:id/stop",
  access: "active",
  summary: "Stop a copy: close its positions and return its cash",
  tag: copiesTag,
  params: copyParams,
  status: 200,
  output: copy,
  errors: ["COPY_STOPPED", "PRICES_SIMULATED", "MARKET_DATA_STALE"],
  idempotent: true,
});

export const addCopyFunds = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies/:id/add-funds",
  access: "active",
  summary: "Move money into a copy",
  tag: copiesTag,
  params: copyParams,
  body: copyFundsInput,
  status: 200,
  output: copy,
  errors: ["COPY_STOPPED", "INSUFFICIENT_PRACTICE_CASH", "INSUFFICIENT_BALANCE"],
  idempotent: true,
});

export const removeCopyFunds = defineEndpoint({
  method: "POST",
  path: "/api/v1/copies/:id/remove-funds",
  access: "active",
  summary: "Move money out of a copy",
  tag: copiesTag,
  params: copyParams,
  body: copyFundsInput,
  status: 200,
  output: copy,
  errors: ["COPY_STOPPED", "COPY_REMOVE_BEYOND_FREE"],
  idempotent: true,
});

export const listUserCopies = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/users/:id/copies",
  access: "admin",
  summary: "List a user's copies with their figures",
  tag: "admin",
  params: userIdParams,
  status: 200,
  output: copiesOutput,
  errors: [],
});

/** The appropriateness questionnaire's result: under "me", refreshed with the signed-in user. */
export const getAssessment = defineEndpoint({
  method: "GET",
  path: "/api/v1/me/appropriateness",
  access: "active",
  summary: "Get the appropriateness questionnaire result",
  tag: "me",
  status: 200,
  output: assessmentStatus,
  errors: [],
});

export const submitAssessment = defineEndpoint({
  method: "POST",
  path: "/api/v1/me/appropriateness",
  access: "active",
  summary: "Answer the appropriateness questionnaire",
  tag: "me",
  body: assessmentInput,
  status: 200,
  output: assessmentStatus,
  errors: ["ASSESSMENT_ANSWERS_INVALID", "ASSESSMENT_RETAKE_TOO_SOON"],
});
