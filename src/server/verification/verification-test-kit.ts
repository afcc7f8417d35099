import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import { users, verificationCases, verificationProfiles } from "../db/schema";
import { call } from "../test/test-app";

/** A multipart/form-data body with text fields and one file (field "file"), as the /verification form sends it. */
export function documentForm(
  fields: Record<string, string>,
  file: { data: Buffer; filename?: string; contentType?: string },
) {
  const boundary = `----ste${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? "document.png"}"\r\nContent-Type: ${file.contentType ?? "image/png"}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join("") + head),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like PNG (noise, so it does not compress to nothing). */
export const photo = (width = 320, height = 200) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** A one-page PDF as a scanner writes it (no scripts, no attachments). */
export function pdf(pages = 1, extra = ""): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(" ");
  const pageObjects = Array.from(
    { length: pages },
    (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n`,
  ).join("");
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj\n${pageObjects}trailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

export const adultDetails = {
  legalName: "Jane Mary Doe",
  dateOfBirth: "1990-04-12",
  phone: "+1 555 0100",
  address: { line1: "1 Main Street", city: "Springfield", postalCode: "12345", country: "United States" },
};

/** In two years: a document still valid. */
const validUntil = () => `${new Date().getUTCFullYear() + 2}-01-31`;

export const identityFields = (number = "L898902C3", overrides: Record<string, string> = {}) => ({
  kind: "identity",
  documentType: "passport",
  issuingCountry: "United States",
  number,
  expiresOn: validUntil(),
  ...overrides,
});

export async function verifyEmailOf(app: FastifyInstance, userId: string) {
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Level 1: a verified email and the details. */
export async function reachLevel1(app: FastifyInstance, cookie: string, userId: string) {
  await verifyEmailOf(app, userId);
  const response = await call(app, {
    method: "PUT",
    url: "/api/v1/verification/details",
    cookie,
    payload: adultDetails,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().level).toBe(1);
}

export async function uploadDocument(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  file?: { data: Buffer; filename?: string; contentType?: string },
) {
  return call(app, {
    method: "POST",
    url: "/api/v1/verification/documents",
    cookie,
    ...documentForm(fields, file ?? { data: await photo() }),
  });
}

/** Uploads an identity document (`number`), a selfie and a proof of address, and submits them; returns the case id. */
export async function submitCase(
  app: FastifyInstance,
  cookie: string,
  userId: string,
  number = "L898902C3",
): Promise<string> {
  for (const fields of [identityFields(number), { kind: "selfie" }, { kind: "address" }]) {
    const response = await uploadDocument(app, cookie, fields);
    expect(response.statusCode, response.body).toBe(201);
  }
  const submitted = await call(app, { method: "POST", url: "/api/v1/verification/submit", cookie });
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect(submitted.json().status).toBe("pending");
  const [row] = await app.db
    .select({ id: verificationCases.id })
    .from(verificationCases)
    .where(eq(verificationCases.userId, userId))
    .orderBy(desc(verificationCases.submittedAt))
    .limit(1);
  return row!.id;
}

/** Level 2 straight in the database (for tests of other rules that need a verified user). */
export async function markVerified(app: FastifyInstance, userId: string) {
  await app.db
    .insert(verificationProfiles)
    .values({ userId, level: 2, verifiedAt: new Date() })
    .onConflictDoUpdate({ target: verificationProfiles.userId, set: { level: 2, verifiedAt: new Date() } });
}

/** Level 0 or 1 straight in the database (details and email left as they are). */
export async function setGrantedLevel(app: FastifyInstance, userId: string, level: 0 | 1 | 2) {
  await app.db
    .insert(verificationProfiles)
    .values({ userId, level })
    .onConflictDoUpdate({ target: verificationProfiles.userId, set: { level } });
}
