import { z } from "zod";
import { idParams } from "../schemas/lists";
import * as schemas from "../schemas/verification";
import { endpointsOf } from "./endpoint";

/** The query family of identity verification (issue 32); live updates refresh it. */
export const verificationTag = "verification";

const verification = endpointsOf(verificationTag, "user");
const admin = endpointsOf("admin", "admin");

export const getVerification = verification.get("/api/v1/verification", "Get your identity verification", {
  output: schemas.verificationOutput,
});

export const saveVerificationDetails = verification.put(
  "/api/v1/verification/details",
  "Save your level-1 details (legal name, date of birth, phone, address)",
  { body: schemas.verificationDetailsInput, output: schemas.verificationOutput },
);

/** Multipart: the text fields of `documentFieldsInput`, then the file in the field "file". */
export const uploadVerificationDocument = verification.post(
  "/api/v1/verification/documents",
  "Upload an identity document, a selfie holding it or a proof of address",
  {
    consumes: ["multipart/form-data"],
    status: 201,
    output: schemas.verificationDocumentOutput,
    errors: [
      "DOCUMENT_TOO_LARGE",
      "DOCUMENT_EXPIRED",
      "MRZ_INVALID",
      "VERIFICATION_PENDING",
      "ALREADY_VERIFIED",
    ],
  },
);

/** The stored file (PNG, JPEG or PDF), for its owner and admins; never cached. */
export const getVerificationDocumentFile = verification.get(
  "/api/v1/verification/documents/:id/file",
  "Download a verification document",
  {
    params: idParams,
    produces: ["image/png", "image/jpeg", "application/pdf"],
    output: z.string().describe("the file"),
  },
);

export const submitVerification = verification.post(
  "/api/v1/verification/submit",
  "Send your documents for review",
  {
    output: schemas.verificationOutput,
    errors: ["VERIFICATION_NOT_READY", "VERIFICATION_PENDING", "ALREADY_VERIFIED", "DOCUMENT_EXPIRED"],
  },
);

export const listVerificationCases = admin.get("/api/v1/admin/verifications", "List verification cases", {
  query: schemas.verificationCaseQuery,
  output: z.array(schemas.verificationCaseSummary),
});

export const getVerificationCase = admin.get("/api/v1/admin/verifications/:id", "Get a verification case", {
  params: idParams,
  output: schemas.verificationCaseDetail,
});

const decided = ["OWN_VERIFICATION", "VERIFICATION_DECIDED"] as const;

export const approveVerification = admin.post(
  "/api/v1/admin/verifications/:id/approve",
  "Approve a verification case (level 2)",
  { params: idParams, output: schemas.verificationCaseDetail, errors: [...decided, "DUPLICATE_DOCUMENT"] },
);

export const rejectVerification = admin.post(
  "/api/v1/admin/verifications/:id/reject",
  "Reject a verification case with a reason",
  {
    params: idParams,
    body: schemas.rejectVerificationInput,
    output: schemas.verificationCaseDetail,
    errors: decided,
  },
);

export const requestVerificationDocument = admin.post(
  "/api/v1/admin/verifications/:id/request-document",
  "Ask for one document again",
  {
    params: idParams,
    body: schemas.requestDocumentInput,
    output: schemas.verificationCaseDetail,
    errors: decided,
  },
);
