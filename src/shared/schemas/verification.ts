import { z } from "zod";
import { isKnownCountry } from "../countries";
import { messages } from "../messages";
import { registerInput } from "./auth";
import { requiredText } from "./required-text";

/** Identity verification (issue 32, docs/design.md, Identity verification). 0 signed up, 1 details, 2 documents approved. */
export type VerificationLevel = 0 | 1 | 2;

export const DOCUMENT_KINDS = ["identity", "selfie", "address"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const IDENTITY_DOCUMENT_TYPES = ["passport", "id-card", "driving-licence"] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

const CASE_STATUSES = ["pending", "approved", "rejected", "document-requested"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Why a case is rejected or a document asked for again (the reviewer adds a note). */
export const REVIEW_REASONS = [
  "document-unreadable",
  "document-expired",
  "details-mismatch",
  "selfie-mismatch",
  "address-too-old",
  "duplicate-account",
  "other",
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

const DOCUMENT_CONTENT_TYPES = ["image/png", "image/jpeg", "application/pdf"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** Uploads: PNG, JPEG or PDF up to 10 MB; a PDF of at most 10 pages (documents/document-files.ts). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_PAGES = 10;
export const DOCUMENT_ACCEPT = ".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf";

/** A level-1 applicant is at least this old. */
const MINIMUM_AGE_YEARS = 18;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date "YYYY-MM-DD". */
function isCalendarDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today` (UTC). */
function isAdultOn(dateOfBirth: string, today: Date): boolean {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const eighteenth = Date.UTC(year + MINIMUM_AGE_YEARS, month - 1, day);
  return eighteenth <= today.getTime();
}

const text200 = (required: string) => requiredText(required, 200, messages.textTooLong);
const country = z
  .string({ error: messages.countryRequired })
  .trim()
  .min(1, messages.countryRequired)
  .refine(isKnownCountry, messages.countryUnknown);

/** PUT /api/v1/verification/details: the level-1 details. */
export const verificationDetailsInput = z.strictObject({
  legalName: text200(messages.legalNameRequired),
  dateOfBirth: z
    .string({ error: messages.dateOfBirthInvalid })
    .refine(isCalendarDate, messages.dateOfBirthInvalid)
    .refine((value) => !isCalendarDate(value) || isAdultOn(value, new Date()), messages.underEighteen),
  phone: registerInput.shape.phone,
  address: z.strictObject({
    line1: text200(messages.addressRequired),
    line2: z.string().trim().max(200, messages.textTooLong).optional(),
    city: text200(messages.cityRequired),
    postalCode: requiredText(messages.postalCodeRequired, 20, messages.textTooLong),
    country,
  }),
});
export type VerificationDetailsInput = z.input<typeof verificationDetailsInput>;

/**
 * The text fields of POST /api/v1/verification/documents (multipart, beside `file`); an identity
 * document also gives its type, issuing country, number, expiry and, where it has one, its
 * machine-readable zone (lines separated by new lines).
 */
export const documentFieldsInput = z
  .strictObject({
    kind: z.enum(DOCUMENT_KINDS, { error: messages.documentKindInvalid }),
    documentType: z.enum(IDENTITY_DOCUMENT_TYPES, { error: messages.documentTypeRequired }).optional(),
    issuingCountry: country.optional(),
    number: z
      .string()
      .trim()
      .min(1, messages.documentNumberRequired)
      .max(40, messages.documentNumberInvalid)
      .regex(/^[A-Za-z0-9 -]+$/, messages.documentNumberInvalid)
      .optional(),
    expiresOn: z.string().refine(isCalendarDate, messages.documentExpiryInvalid).optional(),
    mrz: z.string().trim().max(300, messages.mrzInvalid).optional(),
  })
  .superRefine((fields, context) => {
    if (fields.kind !== "identity") return;
    const missing: [keyof typeof fields, string][] = [
      ["documentType", messages.documentTypeRequired],
      ["issuingCountry", messages.countryRequired],
      ["number", messages.documentNumberRequired],
      ["expiresOn", messages.documentExpiryInvalid],
    ];
    for (const [key, message] of missing) {
      if (fields[key] === undefined) context.addIssue({ code: "custom", path: [key], message });
    }
  });
export type DocumentFields = z.output<typeof documentFieldsInput>;

/** The same document, whatever spaces, dashes or case it was typed with. */
export const normalizeDocumentNumber = (number: string) => number.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

export const verificationDocumentOutput = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  issuingCountry: z.string().nullable(),
  number: z.string().nullable(),
  expiresOn: z.string().nullable(),
  mrzChecked: z.boolean(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  uploadedAt: z.string(),
  /** uploaded: not sent yet; else the status of the case it was sent with. */
  status: z.enum(["uploaded", ...CASE_STATUSES]),
  /** GET it (owner and admins only, never cached). */
  fileUrl: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentOutput>;

const stepIds = ["email", "details", "identity", "selfie", "address", "review"] as const;

/** GET /api/v1/verification: where the signed-in user stands. */
export const verificationOutput = z.object({
  /** The level in force (2 for everyone when verification is not required). */
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** none: nothing sent for review yet; else the latest case's status. */
  status: z.enum(["none", ...CASE_STATUSES]),
  required: z.boolean(),
  steps: z.array(z.object({ id: z.enum(stepIds), done: z.boolean() })),
  details: z
    .object({
      legalName: z.string(),
      dateOfBirth: z.string(),
      phone: z.string(),
      address: z.object({
        line1: z.string(),
        line2: z.string(),
        city: z.string(),
        postalCode: z.string(),
        country: z.string(),
      }),
    })
    .nullable(),
  documents: z.array(verificationDocumentOutput),
  /** What the reviewer said when they rejected the case or asked for a document again. */
  reviewerReason: z
    .object({
      reason: z.enum(REVIEW_REASONS),
      note: z.string(),
      requestedKind: z.enum(DOCUMENT_KINDS).nullable(),
    })
    .nullable(),
  /** The level-1 lifetime deposit limit (null when verification is off) and, at level 1, what is left of it; dollars. */
  depositLimit: z.string().nullable(),
  depositLimitLeft: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationOutput>;

export const verificationCaseQuery = z.strictObject({
  status: z.enum(["pending", "flagged", "approved", "rejected", "document-requested"]).default("pending"),
});

export const verificationCaseSummary = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(CASE_STATUSES),
  /** Another account holds the same identity document: cannot be approved. */
  flagged: z.boolean(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationCaseSummary = z.infer<typeof verificationCaseSummary>;

export const verificationCaseDetail = verificationCaseSummary.extend({
  reviewerId: z.string().nullable(),
  reason: z.enum(REVIEW_REASONS).nullable(),
  note: z.string().nullable(),
  requestedKind: z.enum(DOCUMENT_KINDS).nullable(),
  details: verificationOutput.shape.details,
  documents: z.array(verificationDocumentOutput),
  duplicateOf: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The user's cases, newest first (this one included). */
  history: z.array(verificationCaseSummary.extend({ reason: z.enum(REVIEW_REASONS).nullable() })),
});
export type VerificationCaseDetail = z.infer<typeof verificationCaseDetail>;

export const rejectVerificationInput = z.strictObject({
  reason: z.enum(REVIEW_REASONS, { error: messages.rejectReasonRequired }),
  note: z.string().trim().max(200, messages.textTooLong).default(""),
});

export const requestDocumentInput = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS, { error: messages.documentKindInvalid }),
  reason: z.enum(REVIEW_REASONS, { error: messages.rejectReasonRequired }).default("other"),
  note: z.string().trim().max(200, messages.textTooLong).default(""),
});
