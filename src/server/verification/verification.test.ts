/**
 * Identity verification (issue 32) through the API: the levels on the money routes, the level-1
 * deposit limit, documents (hostile uploads included), the review, one person one account, and
 * erasure. With KYC_REQUIRED on, as in production.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  copies,
  outbox,
  traders,
  tradingAccounts,
  transactions,
  users,
  verificationCases,
  verificationDocuments,
} from "../db/schema";
import { activeUser, approve, deposit, fund, post, useMoneyApp, withdraw } from "../ledger/money-test-kit";
import { call, createTestApp, signUp } from "../test/test-app";
import { traderFigures } from "../traders/trader-figures";
import { documentDir } from "./document-files";
import {
  adultDetails,
  identityFields,
  markVerified,
  pdf,
  photo,
  reachLevel1,
  setGrantedLevel,
  submitCase,
  uploadDocument,
  verifyEmailOf,
} from "./verification-test-kit";

const KYC = { KYC_REQUIRED: "true", KYC_LEVEL1_DEPOSIT_LIMIT: "2000" };

describe("identity verification levels on the money routes", () => {
  const t = useMoneyApp({ env: KYC });
  const get = (cookie: string) => call(t.app, { method: "GET", url: "/api/v1/verification", cookie });

  it("level 0 cannot deposit (403 VERIFICATION_REQUIRED, level 1); level 1 deposits up to the lifetime limit (422 VERIFICATION_LIMIT above), never withdraws", async () => {
    const user = await activeUser(t.app);
    const refused = await post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "10",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "VERIFICATION_REQUIRED", requiredLevel: 1 });

    // Details alone are not level 1 until the email is verified.
    const saved = await call(t.app, {
      method: "PUT",
      url: "/api/v1/verification/details",
      cookie: user.cookie,
      payload: adultDetails,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().level).toBe(0);
    await verifyEmailOf(t.app, user.user.id);
    const level1 = (await get(user.cookie)).json();
    expect(level1).toMatchObject({
      level: 1,
      required: true,
      depositLimit: "2000.00",
      depositLimitLeft: "2000.00",
    });

    await fund(t.app, t.admin, user.cookie, t.methodId, "1500");
    await deposit(t.app, user.cookie, t.methodId, "500"); // pending deposits count too: 2000 in all
    const over = await post(t.app, user.cookie, "/api/v1/deposits", {
      paymentMethodId: t.methodId,
      amount: "0.01",
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe("VERIFICATION_LIMIT");
    expect(over.json().error.message).toContain("$2,000.00");
    expect((await get(user.cookie)).json().depositLimitLeft).toBe("0.00");

    const withdrawal = await post(t.app, user.cookie, "/api/v1/withdrawals", {
      paymentMethodId: t.methodId,
      amount: "10",
      walletAddress: "bc1-wallet",
    });
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json().error).toMatchObject({ code: "VERIFICATION_REQUIRED", requiredLevel: 2 });
  });

  it("a rejected deposit frees its part of the limit", async () => {
    const user = await activeUser(t.app);
    await reachLevel1(t.app, user.cookie, user.user.id);
    const big = await deposit(t.app, user.cookie, t.methodId, "2000");
    expect((await post(t.app, t.admin, `/api/v1/admin/transactions/${big.id}/reject`)).statusCode).toBe(200);
    await deposit(t.app, user.cookie, t.methodId, "2000");
  });

  it("level 2 withdraws and deposits without the limit", async () => {
    const user = await activeUser(t.app);
    await markVerified(t.app, user.user.id);
    await fund(t.app, t.admin, user.cookie, t.methodId, "5000");
    await withdraw(t.app, user.cookie, t.methodId, "100", "bc1-wallet");
    expect((await get(user.cookie)).json()).toMatchObject({ level: 2, depositLimitLeft: null });
  });

  it("a pending withdrawal of a user below level 2 waits for verification: approval answers 409 and leaves it pending", async () => {
    const user = await activeUser(t.app);
    await markVerified(t.app, user.user.id);
    await fund(t.app, t.admin, user.cookie, t.methodId, "300");
    const request = await withdraw(t.app, user.cookie, t.methodId, "100", "bc1-wallet");
    // As for a request made before verification existed.
    await setGrantedLevel(t.app, user.user.id, 0);
    const held = await approve(t.app, t.admin, request.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe("AWAITING_VERIFICATION");
    const [row] = await t.app.db.select().from(transactions).where(eq(transactions.id, request.id));
    expect(row!.status).toBe("pending");
    await markVerified(t.app, user.user.id);
    expect((await approve(t.app, t.admin, request.id)).statusCode).toBe(200);
  });

  it("only a verified user can be made a trader", async () => {
    const user = await activeUser(t.app);
    const url = `/api/v1/admin/users/${user.user.id}/trader`;
    const payload = { displayName: "Verified Trader", profitSharePercent: 10 };
    const refused = await post(t.app, t.admin, url, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "VERIFICATION_REQUIRED", requiredLevel: 2 });
    await markVerified(t.app, user.user.id);
    expect((await post(t.app, t.admin, url, payload)).statusCode).toBe(200);
  });

  it("details are refused under 18 and for an unknown country", async () => {
    const user = await activeUser(t.app);
    const year = new Date().getUTCFullYear() - 17;
    const response = await call(t.app, {
      method: "PUT",
      url: "/api/v1/verification/details",
      cookie: user.cookie,
      payload: {
        ...adultDetails,
        dateOfBirth: `${year}-01-01`,
        address: { ...adultDetails.address, country: "Atlantis" },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      dateOfBirth: "You must be at least 18 years old",
      "address.country": "Choose a country from the list",
    });
  });
});

describe("verification documents", () => {
  const t = useMoneyApp({ env: KYC });

  it("stores PNG, JPEG and PDF privately, re-encoded images without metadata or trailing payload", async () => {
    const user = await activeUser(t.app);
    const payload = Buffer.from("<html><script>alert(1)</script></html>PK\u0003\u0004polyglot");
    const withExif = await sharp(await photo())
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    const polyglot = Buffer.concat([withExif, payload]);
    const uploaded = await uploadDocument(
      t.app,
      user.cookie,
      { kind: "selfie" },
      {
        data: polyglot,
        filename: "../../../etc/passwd.jpg",
        contentType: "image/jpeg",
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({ kind: "selfie", contentType: "image/jpeg", status: "uploaded" });

    const [row] = await t.app.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, document.id));
    expect(row!.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(readdirSync(documentDir(t.config.dataDir))).toContain(row!.fileName);
    expect(existsSync(`${t.config.dataDir}/etc`)).toBe(false);

    const served = await call(t.app, { method: "GET", url: document.fileUrl, cookie: user.cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes(Buffer.from("polyglot"))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from("secret-gps-owner"))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const scan = await uploadDocument(
      t.app,
      user.cookie,
      { kind: "address" },
      {
        data: pdf(2),
        filename: "bill.pdf",
        contentType: "application/pdf",
      },
    );
    expect(scan.statusCode, scan.body).toBe(201);
    expect(scan.json().contentType).toBe("application/pdf");
  });

  it("serves a document only to its owner and admins", async () => {
    const owner = await activeUser(t.app);
    const other = await activeUser(t.app);
    const { fileUrl } = (await uploadDocument(t.app, owner.cookie, { kind: "selfie" })).json();
    expect((await call(t.app, { method: "GET", url: fileUrl })).statusCode).toBe(401);
    expect((await call(t.app, { method: "GET", url: fileUrl, cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, { method: "GET", url: fileUrl, cookie: t.admin })).statusCode).toBe(200);
    const unknown = fileUrl.replace(/documents\/[^/]+/, "documents/..%2f..%2fsession-secret");
    expect((await call(t.app, { method: "GET", url: unknown, cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("refuses hostile files: wrong type, text named .png, a decompression bomb, a PDF with script or too many pages, a huge file", async () => {
    const user = await activeUser(t.app);
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
    const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000); // small on the wire, 144 megapixels decoded
    const cases: [Buffer, string, number, string][] = [
      [gif, "image/gif", 400, "Only PNG, JPEG or PDF files are accepted"],
      [Buffer.from("just text, not an image"), "image/png", 400, "Only PNG, JPEG or PDF files are accepted"],
      [
        Buffer.from("PK\u0003\u0004zip archive"),
        "application/zip",
        400,
        "Only PNG, JPEG or PDF files are accepted",
      ],
      [bomb, "image/png", 400, "This image cannot be read or is too large (at most 40 megapixels)"],
      [
        pdf(1, "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
        "application/pdf",
        400,
        "Only PNG, JPEG or PDF files are accepted",
      ],
      [pdf(11), "application/pdf", 400, "A PDF may have at most 10 pages"],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), "image/png", 413, "The file must be at most 10MB"],
    ];
    for (const [data, contentType, status, message] of cases) {
      const response = await uploadDocument(t.app, user.cookie, { kind: "address" }, { data, contentType });
      expect(response.statusCode, `${contentType} ${response.body}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const stored = await t.app.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, user.user.id));
    expect(stored).toEqual([]);
  });

  it("checks identity details: expired refused, MRZ check digits validated and matched to the number", async () => {
    const user = await activeUser(t.app);
    const expired = await uploadDocument(
      t.app,
      user.cookie,
      identityFields("L898902C3", { expiresOn: "2020-01-01" }),
    );
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.code).toBe("DOCUMENT_EXPIRED");

    const line1 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<";
    const good = `${line1}\nL898902C36UTO7408122F1204159ZE184226B<<<<<10`;
    const badDigit = `${line1}\nL898902C46UTO7408122F1204159ZE184226B<<<<<10`;
    const wrong = await uploadDocument(t.app, user.cookie, identityFields("L898902C3", { mrz: badDigit }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe("MRZ_INVALID");
    const other = await uploadDocument(t.app, user.cookie, identityFields("X1234567", { mrz: good }));
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe("The machine-readable zone belongs to another document number");
    const checked = await uploadDocument(t.app, user.cookie, identityFields("L898902C3", { mrz: good }));
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checked.json()).toMatchObject({ mrzChecked: true, documentType: "passport", number: "L898902C3" });

    const missing = await uploadDocument(t.app, user.cookie, { kind: "identity" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ documentType: "Choose the type of document" });
  });
});

describe("verification review", () => {
  const t = useMoneyApp({ env: KYC });
  const review = (caseId: string, action: string, payload?: object, cookie = t.admin) =>
    call(t.app, {
      method: "POST",
      url: `/api/v1/admin/verifications/${caseId}/${action}`,
      cookie,
      ...(payload ? { payload } : {}),
    });

  it("submit needs level 1 and all three documents; the case waits in the queue; approval makes level 2 and the user withdraws", async () => {
    const user = await activeUser(t.app);
    const submit = () => post(t.app, user.cookie, "/api/v1/verification/submit");
    const early = await submit();
    expect(early.json().error.code).toBe("VERIFICATION_NOT_READY");
    await reachLevel1(t.app, user.cookie, user.user.id);
    const partial = await submit();
    expect(partial.json().error.message).toBe(
      "Upload your identity document, a selfie holding it and a proof of address first",
    );
    const caseId = await submitCase(t.app, user.cookie, user.user.id, "P-100 200");
    expect((await uploadDocument(t.app, user.cookie, { kind: "selfie" })).statusCode).toBe(409);

    const queue = await call(t.app, {
      method: "GET",
      url: "/api/v1/admin/verifications?status=pending",
      cookie: t.admin,
    });
    expect(queue.json().map((item: { id: string }) => item.id)).toContain(caseId);
    const detail = (
      await call(t.app, { method: "GET", url: `/api/v1/admin/verifications/${caseId}`, cookie: t.admin })
    ).json();
    expect(detail).toMatchObject({ status: "pending", flagged: false, duplicateOf: null });
    expect(detail.details.legalName).toBe("Jane Mary Doe");
    expect(detail.documents.map((d: { kind: string }) => d.kind)).toEqual(["address", "identity", "selfie"]);

    const approved = await review(caseId, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("approved");
    expect((await review(caseId, "reject", { reason: "other" })).json().error.code).toBe(
      "VERIFICATION_DECIDED",
    );
    const state = (
      await call(t.app, { method: "GET", url: "/api/v1/verification", cookie: user.cookie })
    ).json();
    expect(state).toMatchObject({ level: 2, status: "approved" });
    expect(state.steps.every((step: { done: boolean }) => step.done)).toBe(true);

    await fund(t.app, t.admin, user.cookie, t.methodId, "3000");
    await withdraw(t.app, user.cookie, t.methodId, "2500", "bc1-wallet");

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, caseId));
    expect(audit).toMatchObject({ action: "verification.approve", targetType: "verification" });
    const emails = await t.app.db.select().from(outbox).where(eq(outbox.to, user.user.email));
    expect(emails.map((email) => email.kind)).toContain("verification-decided");
  });

  it("rejects with a reason from the list and a note, or asks for one document again; the user sees the reason and submits again", async () => {
    const user = await activeUser(t.app);
    await reachLevel1(t.app, user.cookie, user.user.id);
    const first = await submitCase(t.app, user.cookie, user.user.id, "R-1");
    const bad = await review(first, "reject", { reason: "not-a-reason" });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await review(first, "request-document", {
          kind: "address",
          reason: "address-too-old",
          note: "Older than 3 months",
        })
      ).statusCode,
    ).toBe(200);
    const asked = (
      await call(t.app, { method: "GET", url: "/api/v1/verification", cookie: user.cookie })
    ).json();
    expect(asked.status).toBe("document-requested");
    expect(asked.reviewerReason).toEqual({
      reason: "address-too-old",
      note: "Older than 3 months",
      requestedKind: "address",
    });
    expect(asked.steps.find((step: { id: string }) => step.id === "address").done).toBe(false);
    expect(asked.steps.find((step: { id: string }) => step.id === "identity").done).toBe(true);

    const again = await submitCase(t.app, user.cookie, user.user.id, "R-1");
    expect(
      (await review(again, "reject", { reason: "selfie-mismatch", note: "Face not visible" })).statusCode,
    ).toBe(200);
    const rejected = (
      await call(t.app, { method: "GET", url: "/api/v1/verification", cookie: user.cookie })
    ).json();
    expect(rejected).toMatchObject({
      status: "rejected",
      level: 1,
      reviewerReason: { reason: "selfie-mismatch" },
    });
    const history = (
      await call(t.app, { method: "GET", url: `/api/v1/admin/verifications/${again}`, cookie: t.admin })
    ).json().history;
    expect(history.map((item: { status: string }) => item.status)).toEqual([
      "rejected",
      "document-requested",
    ]);
  });

  it("an admin never reviews their own case", async () => {
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    await reachLevel1(t.app, t.admin, adminRow!.id);
    const caseId = await submitCase(t.app, t.admin, adminRow!.id, "ADMIN-1");
    for (const [action, payload] of [
      ["approve"],
      ["reject", { reason: "other" }],
      ["request-document", { kind: "selfie" }],
    ] as const) {
      const response = await review(caseId, action, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("OWN_VERIFICATION");
    }
  });

  it("one person, one account: the same document on a second account is flagged and cannot be approved", async () => {
    const first = await activeUser(t.app);
    await reachLevel1(t.app, first.cookie, first.user.id);
    const firstCase = await submitCase(t.app, first.cookie, first.user.id, "DUP 123-456");
    expect((await review(firstCase, "approve")).statusCode).toBe(200);

    const second = await activeUser(t.app);
    await reachLevel1(t.app, second.cookie, second.user.id);
    const secondCase = await submitCase(t.app, second.cookie, second.user.id, "dup123456");
    const flagged = await call(t.app, {
      method: "GET",
      url: "/api/v1/admin/verifications?status=flagged",
      cookie: t.admin,
    });
    expect(flagged.json().map((item: { id: string }) => item.id)).toEqual([secondCase]);
    const detail = (
      await call(t.app, { method: "GET", url: `/api/v1/admin/verifications/${secondCase}`, cookie: t.admin })
    ).json();
    expect(detail.duplicateOf.id).toBe(first.user.id);
    const refused = await review(secondCase, "approve");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("DUPLICATE_DOCUMENT");
    expect((await review(secondCase, "reject", { reason: "duplicate-account" })).statusCode).toBe(200);
  });

  it("deleting an account deletes its document files; the case keeps the decision, reviewer and dates", async () => {
    const user = await activeUser(t.app);
    await reachLevel1(t.app, user.cookie, user.user.id);
    const caseId = await submitCase(t.app, user.cookie, user.user.id, "ERASE-1");
    expect((await review(caseId, "reject", { reason: "other", note: "personal note" })).statusCode).toBe(200);
    const files = (
      await t.app.db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, user.user.id))
    ).map((row) => row.fileName);
    expect(files).toHaveLength(3);
    const deleted = await call(t.app, {
      method: "DELETE",
      url: `/api/v1/admin/users/${user.user.id}`,
      cookie: t.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = readdirSync(documentDir(t.config.dataDir));
    for (const name of files) expect(left).not.toContain(name);
    expect(
      await t.app.db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, user.user.id)),
    ).toEqual([]);
    const [kept] = await t.app.db.select().from(verificationCases).where(eq(verificationCases.id, caseId));
    expect(kept).toMatchObject({ status: "rejected", reason: "other", note: null });
    expect(kept!.reviewerId).toEqual(expect.any(String));
    expect(kept!.decidedAt).toBeInstanceOf(Date);
  });
});

describe("public copier counts", () => {
  const t = useMoneyApp({ env: KYC });

  it("count only verified investors, each once", async () => {
    const trader = await activeUser(t.app);
    await markVerified(t.app, trader.user.id);
    await t.app.db.insert(traders).values({
      userId: trader.user.id,
      displayName: "Counted Trader",
      profitSharePercent: 10,
      createdBy: trader.user.id,
    });
    await t.app.db
      .insert(tradingAccounts)
      .values({ id: randomUUID(), userId: trader.user.id, kind: "own", mode: "live" });
    const copyBy = async (level: 0 | 2) => {
      const investor = await activeUser(t.app);
      await setGrantedLevel(t.app, investor.user.id, level);
      const accountId = randomUUID();
      await t.app.db
        .insert(tradingAccounts)
        .values({ id: accountId, userId: investor.user.id, kind: "copy", mode: "live" });
      await t.app.db.insert(copies).values({
        id: randomUUID(),
        investorId: investor.user.id,
        traderId: trader.user.id,
        accountId,
        mode: "live",
        stopLossPercent: 50,
        copyOpenPositions: false,
        invested: 50_000n,
        highWaterMark: "100",
        traderNavAtStart: "100",
      });
    };
    await copyBy(2);
    await copyBy(0);
    const [all] = await traderFigures(t.app.db, t.app.market, new Date(), [trader.user.id], "all");
    expect(all!.summary).toMatchObject({ copiers: 2, copiedAmount: "1000.00" });
    const [verified] = await traderFigures(t.app.db, t.app.market, new Date(), [trader.user.id], "verified");
    expect(verified!.summary).toMatchObject({ copiers: 1, copiedAmount: "500.00" });
    const page = await call(t.app, { method: "GET", url: `/api/v1/traders/${trader.user.id}` });
    expect(page.json()).toMatchObject({ copiers: 1 });
  });
});

describe("KYC_REQUIRED=false", () => {
  it("treats everyone as level 2", async () => {
    const t = await createTestApp({ KYC_REQUIRED: "false" });
    try {
      const user = await signUp(t.app);
      const state = (
        await call(t.app, { method: "GET", url: "/api/v1/verification", cookie: user.cookie })
      ).json();
      expect(state).toMatchObject({ level: 2, required: false });
    } finally {
      await t.close();
    }
  });
});
