import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { activeUser } from "../ledger/money-test-kit";
import { anotherAdmin } from "../test/another-admin";
import { auditEntries } from "../test/audit-entries";
import { call, getAs, useAdminApp } from "../test/test-app";

/**
 * Four-eyes on deposit addresses (issue 29 point 7): with DUAL_APPROVAL_ABOVE set, one admin alone
 * cannot send deposits to a new address. PGlite and PostgreSQL (the race needs PostgreSQL to race).
 */
describe("payment method addresses need a second admin when DUAL_APPROVAL_ABOVE is set", () => {
  const t = useAdminApp({ DUAL_APPROVAL_ABOVE: "1000" });

  const send = (cookie: string, method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
    call(t.app, { method, url: `/api/v1/admin/payment-methods${url}`, cookie, payload });
  const decide = (cookie: string, id: string, decision: "approve" | "reject", address: string) =>
    send(cookie, "POST", `/${id}/address/${decision}`, { address });
  const investorMethods = async (cookie: string) =>
    (await getAs(t.app, "/api/v1/payment-methods", cookie)).json().items as {
      id: string;
      address: string;
    }[];
  /** What investors are shown for the method `id` to deposit to: `address`, whatever is proposed. */
  const expectInvestorsSee = async (cookie: string, id: string, address: string) =>
    expect(await investorMethods(cookie)).toContainEqual(expect.objectContaining({ id, address }));
  const adminMethod = async (cookie: string, id: string) => {
    const list = await getAs(t.app, "/api/v1/admin/payment-methods", cookie);
    expect(list.statusCode, list.body).toBe(200);
    return (list.json().items as { id: string }[]).find((item) => item.id === id) as Record<string, unknown>;
  };
  const audit = (id: string, action: string) => auditEntries(t.app, id, action);

  it("a changed address waits for a different admin; deposits keep the old one; the proposer cannot approve", async () => {
    const second = await anotherAdmin(t.app);
    const investor = await activeUser(t.app);
    const created = await send(t.admin, "POST", "", { code: "btc", name: "Bitcoin", address: "bc1-first" });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // A new method's address is a proposal too: investors do not see the method until approved.
    expect(created.json()).toMatchObject({ address: "", pendingAddress: { address: "bc1-first" } });
    expect((await investorMethods(investor.cookie)).map((item) => item.id)).not.toContain(id);
    const early = await call(t.app, {
      method: "POST",
      url: "/api/v1/deposits",
      cookie: investor.cookie,
      payload: { paymentMethodId: id, amount: "100.00" },
    });
    expect(early.statusCode, early.body).toBe(400);
    expect((await decide(second.cookie, id, "approve", "bc1-first")).statusCode).toBe(200);
    await expectInvestorsSee(investor.cookie, id, "bc1-first");

    // The attacker's change: name changes at once, the address only proposed.
    const changed = await send(second.cookie, "PUT", `/${id}`, {
      code: "btc",
      name: "Bitcoin (BTC)",
      address: "bc1-attacker",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "Bitcoin (BTC)",
      address: "bc1-first",
      pendingAddress: { address: "bc1-attacker", proposedBy: { id: second.id, name: second.name } },
    });
    await expectInvestorsSee(investor.cookie, id, "bc1-first");
    // A second proposal while one waits: 409.
    const again = await send(t.admin, "PUT", `/${id}`, {
      code: "btc",
      name: "Bitcoin",
      address: "bc1-other",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("APPROVAL_PENDING");

    const own = await decide(second.cookie, id, "approve", "bc1-attacker");
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({ code: "SAME_APPROVER", message: messages.ownProposalApproval });
    expect(await adminMethod(t.admin, id)).toMatchObject({ address: "bc1-first" });
    // Approving an address other than the one awaiting: 409, nothing decided blind.
    expect((await decide(t.admin, id, "approve", "bc1-other")).json().error.code).toBe("NOTHING_TO_APPROVE");

    const rejected = await decide(t.admin, id, "reject", "bc1-attacker");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ address: "bc1-first", pendingAddress: null });
    expect((await decide(second.cookie, id, "approve", "bc1-attacker")).statusCode).toBe(409);
    const [rejection] = await audit(id, "payment-method.reject-address");
    expect(rejection!.after).toMatchObject({
      proposedBy: { id: second.id },
      rejectedBy: { email: "admin@example.com" },
    });

    // Proposed by the first admin, approved by the second: applied and audited with both names.
    await send(t.admin, "PUT", `/${id}`, { code: "btc", name: "Bitcoin", address: "bc1-new" });
    const approved = await decide(second.cookie, id, "approve", "bc1-new");
    expect(approved.json()).toMatchObject({ address: "bc1-new", pendingAddress: null });
    await expectInvestorsSee(investor.cookie, id, "bc1-new");
    const approvals = await audit(id, "payment-method.approve-address");
    expect(approvals.at(-1)).toMatchObject({
      actorId: second.id,
      before: { address: "bc1-first", proposedAddress: "bc1-new" },
      after: {
        address: "bc1-new",
        proposedBy: { email: "admin@example.com", name: expect.any(String) },
        approvedBy: { id: second.id, name: second.name },
      },
    });
  });

  it("two admins approving the same proposal at once apply it once", async () => {
    const second = await anotherAdmin(t.app);
    const third = await anotherAdmin(t.app);
    const created = await send(t.admin, "POST", "", { code: "eth", name: "Ethereum", address: "0xfirst" });
    const id = created.json().id as string;
    const both = await Promise.all([
      decide(second.cookie, id, "approve", "0xfirst"),
      decide(third.cookie, id, "approve", "0xfirst"),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await audit(id, "payment-method.approve-address")).toHaveLength(1);
    expect(await adminMethod(t.admin, id)).toMatchObject({ address: "0xfirst", pendingAddress: null });
  });

  it("investors cannot see proposals nor decide them", async () => {
    const investor = await activeUser(t.app);
    const list = await getAs(t.app, "/api/v1/admin/payment-methods", investor.cookie);
    expect(list.statusCode).toBe(403);
    const created = await send(t.admin, "POST", "", { code: "ltc", name: "Litecoin", address: "L1" });
    const decision = await decide(investor.cookie, created.json().id, "approve", "L1");
    expect(decision.statusCode).toBe(403);
  });
});

describe("payment method addresses without DUAL_APPROVAL_ABOVE", () => {
  const t = useAdminApp();

  it("one admin changes an address at once", async () => {
    const created = await call(t.app, {
      method: "POST",
      url: "/api/v1/admin/payment-methods",
      cookie: t.admin,
      payload: { code: "btc", name: "Bitcoin", address: "bc1-a" },
    });
    expect(created.json()).toMatchObject({ address: "bc1-a", pendingAddress: null });
    const updated = await call(t.app, {
      method: "PUT",
      url: `/api/v1/admin/payment-methods/${created.json().id}`,
      cookie: t.admin,
      payload: { code: "btc", name: "Bitcoin", address: "bc1-b" },
    });
    expect(updated.json()).toMatchObject({ address: "bc1-b", pendingAddress: null });
  });
});
