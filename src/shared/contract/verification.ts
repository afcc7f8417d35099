import { z } from "zod";
import { idParams } from "../schemas/lists";
import * as schemas from "../schemas/verification";
import { endpointsOf } from "./endpoint";

/** The query family of identity verification (issue 32); live updates refresh it. */
export const verificationTag = "verification";

const verification = endpointsOf(verificationTag, "user");
/** The caller's own verification, answered whole after every change. */
const ownVerification = endpointsOf(verificationTag, "user", { output: schemas.verificationOutput });
const admin = endpointsOf("admin", "admin");
/** One case an admin reviews, answered whole after every decision. */
const verificationCase = endpointsOf("admin", "admin", {
  params: idParams,
  output: schemas.verificationCaseDetail,
});

export const getVerification = ownVerification.get("/api/v1/verification", "Get your identity verification");

export const saveVerificationDetails = ownVerification.put(
  "/api/v1/verification/details",
  "Save your level-1 details (legal name, date of birth, phone, address)",
  { body: schemas.verificationDetailsInput },
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

export const submitVerification = ownVerification.post(
  "/api/v1/verification/submit",
  "Send your documents for review",
  { errors: ["VERIFICATION_NOT_READY", "VERIFICATION_PENDING", "ALREADY_VERIFIED", "DOCUMENT_EXPIRED"] },
);

export const listVerificationCases = admin.get("/api/v1/admin/verifications", "List verification cases", {
  query: schemas.verificationCaseQuery,
  output: z.array(schemas.verificationCaseSummary),
});

export const getVerificationCase = verificationCase.get(
  "/api/v1/admin/verifications/:id",
  "Get a verification case",
);

const decided = ["OWN_VERIFICATION", "VERIFICATION_DECIDED"] as const;

export const approveVerification = verificationCase.post(
  "/api/v1/admin/verifications/:id/approve",
  "Approve a verification case (level 2)",
  { errors: [...decided, "DUPLICATE_DOCUMENT"] },
);

export const rejectVerification = verificationCase.post(
  "/api/v1/admin/verifications/:id/reject",
  "Reject a verification case with a reason",
  { body: schemas.rejectVerificationInput, errors: decided },
);

export const requestVerificationDocument = verificationCase.post(
  "/api/v1/admin/verifications/:id/request-document",
  "Ask for one document again",
  { body: schemas.requestDocumentInput, errors: decided },
);
