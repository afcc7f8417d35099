import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import * as contract from "../../shared/contract/verification";
import { messages } from "../../shared/messages";
import {
  DOCUMENT_MAX_BYTES,
  type DocumentFields,
  documentFieldsInput,
} from "../../shared/schemas/verification";
import { actorOf } from "../auth/session";
import { AppError, badRequest, payloadTooLarge } from "../http/errors";
import { implementEndpoint } from "../http/implement-endpoint";
import { approveVerification } from "./approve-verification";
import { getVerification } from "./get-verification";
import { getVerificationCase } from "./get-verification-case";
import { listVerificationCases } from "./list-verification-cases";
import { readDocument } from "./read-document-file";
import { rejectVerification } from "./reject-verification";
import { requestDocument } from "./request-document";
import { saveDetails } from "./save-details";
import { submitVerification } from "./submit-verification";
import { uploadDocument } from "./upload-document";

const FIELD_NAMES = new Set(["kind", "documentType", "issuingCountry", "number", "expiresOn", "mrz"]);
const noFile = () => badRequest(messages.documentFileRequired, { file: messages.documentFileRequired });
const tooLarge = () =>
  payloadTooLarge("DOCUMENT_TOO_LARGE", messages.documentFileTooLarge, {
    file: messages.documentFileTooLarge,
  });

/** Identity verification (issue 32): the user's own, and the admins' review queue. */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  // Registered in this plugin only (like the avatar's): one file, a few short text fields.
  await app.register(multipart, {
    limits: {
      fileSize: DOCUMENT_MAX_BYTES,
      files: 1,
      fields: FIELD_NAMES.size,
      parts: FIELD_NAMES.size + 1,
      fieldSize: 400,
    },
  });
  const { config } = app;

  implementEndpoint(app, contract.getVerification, (request) =>
    getVerification(app.db, config, actorOf(request)),
  );
  implementEndpoint(app, contract.saveVerificationDetails, (request) =>
    saveDetails(app.db, config, actorOf(request), request.body),
  );
  implementEndpoint(
    app,
    contract.uploadVerificationDocument,
    async (request) => {
      const { fields, bytes } = await readUpload(request);
      return uploadDocument(app.db, actorOf(request), config.dataDir, fields, bytes);
    },
    // Per account (the access guard has run): 30 uploads a minute is far more than a person needs.
    {
      rateLimit: {
        max: 30,
        timeWindow: "1 minute",
        keyGenerator: (request) => request.actor?.userId ?? request.ip,
      },
    },
  );
  implementEndpoint(app, contract.getVerificationDocumentFile, async (request, reply) => {
    const file = await readDocument(app.db, actorOf(request), config.dataDir, request.params.id);
    const ext =
      file.contentType === "application/pdf" ? "pdf" : file.contentType === "image/png" ? "png" : "jpg";
    return reply
      .type(file.contentType)
      .header("cache-control", "private, no-store")
      .header("content-disposition", `inline; filename="document.${ext}"`)
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("x-content-type-options", "nosniff")
      .send(file.data);
  });
  implementEndpoint(app, contract.submitVerification, (request) =>
    submitVerification(app.db, config, actorOf(request)),
  );

  implementEndpoint(app, contract.listVerificationCases, (request) =>
    listVerificationCases(app.db, request.query),
  );
  implementEndpoint(app, contract.getVerificationCase, (request) =>
    getVerificationCase(app.db, request.params.id),
  );
  implementEndpoint(app, contract.approveVerification, (request) =>
    approveVerification(app.db, actorOf(request), request.params.id),
  );
  implementEndpoint(app, contract.rejectVerification, (request) =>
    rejectVerification(app.db, actorOf(request), request.params.id, request.body),
  );
  implementEndpoint(app, contract.requestVerificationDocument, (request) =>
    requestDocument(app.db, actorOf(request), request.params.id, request.body),
  );

  /** The text fields (validated by their schema) and the file's bytes of a multipart upload; the file's own name is never read. */
  async function readUpload(request: FastifyRequest): Promise<{ fields: DocumentFields; bytes: Buffer }> {
    if (!request.isMultipart()) throw noFile();
    const values: Record<string, string> = {};
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (part.fieldname !== "file" || bytes) throw noFile();
          bytes = await part.toBuffer();
        } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
          values[part.fieldname] = part.value;
        } else {
          throw badRequest(messages.badRequest);
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
      throw noFile();
    }
    const parsed = documentFieldsInput.safeParse(values);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
      throw badRequest(parsed.error.issues[0]?.message ?? messages.badRequest, fields);
    }
    if (!bytes || bytes.length === 0) throw noFile();
    return { fields: parsed.data, bytes };
  }
};
