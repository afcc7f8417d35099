import { describe, expect, it } from "vitest";
import { activeUser, addPaymentMethod, deposit, fund, withdraw } from "../ledger/money-test-kit";
import { call, signInAdmin, updateMe, useTestApp } from "../test/test-app";
import { csvCell } from "./export-transactions";

describe("GET /api/v1/transactions/export.csv", () => {
  const t = useTestApp();

  const exportCsv = (cookie: string | undefined, query = "", headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "GET",
      url: `/api/v1/transactions/export.csv${query}`,
      ...(cookie ? { cookie } : {}),
      headers,
    });

  it("downloads only the actor's own transactions, newest first, and honours the search", async () => {
    const admin = await signInAdmin(t.app);
    const method = await addPaymentMethod(t.app, admin, "Bitcoin");
    const alice = await activeUser(t.app);
    const bob = await activeUser(t.app);
    await fund(t.app, admin, alice.cookie, method.id, "1500.00");
    const pending = await deposit(t.app, alice.cookie, method.id, "20.50");
    const withdrawal = await withdraw(t.app, alice.cookie, method.id, "100", '=HYPERLINK("http://evil")');
    const bobs = await deposit(t.app, bob.cookie, method.id, "77.00");

    const response = await exportCsv(alice.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Transaction ID","Date","Type","Status","Amount (USD)","Fee (USD)","Net Amount (USD)","Description","Crypto","Wallet Address"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(withdrawal.transactionId);
    expect(lines[1]).toMatch(/,"debit","pending",100\.00,10\.00,90\.00,/);
    // A formula is neutralised (and quoted because of its quotes).
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain(pending.transactionId);
    expect(lines[2]).toMatch(/,"credit","pending",20\.50,,,/);
    expect(lines[3]).toMatch(/,"credit","success",1500\.00,,,/);
    expect(response.body).not.toContain(bobs.transactionId);

    const searched = await exportCsv(alice.cookie, `?search=${pending.transactionId.toLowerCase()}`);
    expect(searched.body.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("needs a session and refuses unknown parameters", async () => {
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    const user = await activeUser(t.app);
    expect((await exportCsv(user.cookie, "?userId=someone")).statusCode).toBe(400);
    const empty = await exportCsv(user.cookie);
    expect(empty.body.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("writes its header row in the request's language: the saved language, else Accept-Language", async () => {
    const user = await activeUser(t.app);
    const inFrench = await exportCsv(user.cookie, "", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(inFrench.statusCode).toBe(200);
    expect(inFrench.body.trimEnd().split("\r\n")[0]).toBe(
      '\uFEFF"ID de transaction","Date","Type","Statut","Montant (USD)","Frais (USD)","Montant net (USD)","Description","Crypto","Adresse du portefeuille"',
    );
    const saved = await updateMe(t.app, user.cookie, { language: "es" });
    expect(saved.statusCode).toBe(200);
    const inSpanish = await exportCsv(user.cookie, "", { "accept-language": "fr" });
    expect(inSpanish.body.trimEnd().split("\r\n")[0]).toBe(
      '\uFEFF"ID de transacción","Fecha","Tipo","Estado","Importe (USD)","Comisión (USD)","Importe neto (USD)","Descripción","Criptomoneda","Dirección de la billetera"',
    );
  });

  it("writes a wallet address with a formula after a separator quoted and neutralised", async () => {
    const admin = await signInAdmin(t.app);
    const method = await addPaymentMethod(t.app, admin, "Bitcoin");
    const alice = await activeUser(t.app);
    await fund(t.app, admin, alice.cookie, method.id, "500.00");
    const attacks = ["bc1q;=cmd|' /C calc'!A0", "bc1q,+SUM(1)", "bc1q\t@SUM(1)", "-2+3"];
    for (const walletAddress of attacks) {
      await withdraw(t.app, alice.cookie, method.id, "10", walletAddress);
    }
    const body = (await exportCsv(alice.cookie)).body;
    expect(body).toContain(`"bc1q;'=cmd|' /C calc'!A0"`);
    expect(body).toContain(`"bc1q,'+SUM(1)"`);
    expect(body).toContain(`"bc1q\t'@SUM(1)"`);
    expect(body).toContain(`"'-2+3"`);
    expect(body).not.toContain(",bc1q;=cmd");
  });

  it("quotes every text cell and neutralises formula starts, also after a separator", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell("bc1q;=cmd|' /C calc'!A0")).toBe(`"bc1q;'=cmd|' /C calc'!A0"`);
    expect(csvCell("a,=b;+c\t-d")).toBe(`"a,'=b;'+c\t'-d"`);
    expect(csvCell("a;\t=b")).toBe(`"a;'\t'=b"`);
    expect(csvCell("1-2")).toBe('"1-2"');
    expect(csvCell("-5", { text: false })).toBe("-5");
    expect(csvCell("2026-01-01T00:00:00.000Z", { text: false })).toBe("2026-01-01T00:00:00.000Z");
  });
});
