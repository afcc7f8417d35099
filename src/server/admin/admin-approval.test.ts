import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { users } from "../db/schema";
import { activeUser } from "../ledger/money-test-kit";
import { anotherAdmin } from "../test/another-admin";
import { auditEntries } from "../test/audit-entries";
import { call, useAdminApp } from "../test/test-app";

/**
 * Four-eyes on making admins (issue 29 point 7): with DUAL_APPROVAL_ABOVE set, one admin cannot
 * make a second account an admin and then be their own second approver.
 */
describe("making an admin needs a second admin when DUAL_APPROVAL_ABOVE is set", () => {
  const t = useAdminApp({ DUAL_APPROVAL_ABOVE: "1000" });

  const act = (cookie: string, id: string, verb: string) =>
    call(t.app, { method: "POST", url: `/api/v1/admin/users/${id}/${verb}`, cookie });
  const roleOf = async (id: string) =>
    (await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
  const audit = (id: string, action: string) => auditEntries(t.app, id, action);

  it("the only active admin makes the first other admin alone, audited as such", async () => {
    const user = await activeUser(t.app);
    const made = await act(t.admin, user.user.id, "make-admin");
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().isAdmin).toBe(true);
    const [row] = await audit(user.user.id, "user.make-admin");
    expect(row!.after).toMatchObject({ role: "admin", soleAdmin: true });
  });

  it("from two admins on, a proposal waits for a different admin; proposer and rejection paths", async () => {
    const second = await anotherAdmin(t.app);
    const candidate = await activeUser(t.app);
    const id = candidate.user.id as string;

    const proposed = await act(second.cookie, id, "make-admin");
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().isAdmin).toBe(false);
    expect(await roleOf(id)).toBe("user");
    // Shown as awaiting approval in the admin screens' answers.
    const detail = await call(t.app, { method: "GET", url: `/api/v1/admin/users/${id}`, cookie: t.admin });
    expect(detail.json().adminProposal).toMatchObject({ proposedBy: { id: second.id, name: second.name } });
    const list = await call(t.app, { method: "GET", url: "/api/v1/admin/users", cookie: t.admin });
    expect(list.json().items).toContainEqual(expect.objectContaining({ id, awaitingAdminApproval: true }));
    expect((await act(t.admin, id, "make-admin")).json().error.code).toBe("APPROVAL_PENDING");

    const own = await act(second.cookie, id, "make-admin/approve");
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({ code: "SAME_APPROVER", message: messages.ownProposalApproval });
    // The candidate is no admin: they cannot approve their own promotion.
    expect((await act(candidate.cookie, id, "make-admin/approve")).statusCode).toBe(403);
    expect(await roleOf(id)).toBe("user");

    const rejected = await act(t.admin, id, "make-admin/reject");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().isAdmin).toBe(false);
    expect((await act(t.admin, id, "make-admin/approve")).json().error.code).toBe("NOTHING_TO_APPROVE");
    const [rejection] = await audit(id, "user.reject-admin");
    expect(rejection!.after).toMatchObject({
      proposedBy: { id: second.id },
      rejectedBy: { email: "admin@example.com" },
    });

    expect((await act(second.cookie, id, "make-admin")).statusCode).toBe(200);
    const approved = await act(t.admin, id, "make-admin/approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().isAdmin).toBe(true);
    const [made] = await audit(id, "user.make-admin");
    expect(made).toMatchObject({
      before: { role: "user" },
      after: {
        role: "admin",
        proposedBy: { id: second.id, name: second.name },
        approvedBy: { email: "admin@example.com" },
      },
    });
    const afterDetail = await call(t.app, {
      method: "GET",
      url: `/api/v1/admin/users/${id}`,
      cookie: t.admin,
    });
    expect(afterDetail.json()).toMatchObject({ isAdmin: true, adminProposal: null });
  });

  it("two admins approving the same proposal at once make the admin once", async () => {
    const second = await anotherAdmin(t.app);
    const third = await anotherAdmin(t.app);
    const candidate = await activeUser(t.app);
    const id = candidate.user.id as string;
    expect((await act(t.admin, id, "make-admin")).json().isAdmin).toBe(false);
    const both = await Promise.all([
      act(second.cookie, id, "make-admin/approve"),
      act(third.cookie, id, "make-admin/approve"),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await audit(id, "user.make-admin")).toHaveLength(1);
    expect(await roleOf(id)).toBe("admin");
  });
});

describe("making an admin without DUAL_APPROVAL_ABOVE", () => {
  const t = useAdminApp();

  it("one admin makes an admin at once, even with other admins", async () => {
    await anotherAdmin(t.app);
    const user = await activeUser(t.app);
    const made = await call(t.app, {
      method: "POST",
      url: `/api/v1/admin/users/${user.user.id}/make-admin`,
      cookie: t.admin,
    });
    expect(made.json().isAdmin).toBe(true);
  });
});
