/**
 * Four-eyes where money could be redirected (issue 29 point 7), on screen with two admins: making a
 * user an admin is a proposal the seeded admin makes and the checker admin approves or rejects (the
 * e2e app runs with DUAL_APPROVAL_ABOVE set). Payment method addresses: admin-payment-methods.spec.ts.
 */
import type { Browser, Page } from "@playwright/test";
import { checkerAdmin, investorSession, toast } from "./admin-kit";
import { expect, shot, signInViaApi, test } from "./fixtures";

async function checkerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, checkerAdmin.email, checkerAdmin.password);
  return page;
}

test("making an admin waits for a second admin, who rejects or approves it after a confirmation", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const candidate = await investorSession(`Paula Promoted${tag}`);
  const profile = page.getByRole("region", { name: `Paula Promoted${tag}` });

  // The seeded admin proposes it: nothing changes but the proposal, which they cannot approve.
  await page.goto(`/admin/users/${candidate.id}`);
  await profile.getByRole("button", { name: "Make Admin" }).click();
  await expect(toast(page, "Proposed as admin; a second admin must approve it")).toBeVisible();
  await expect(profile.getByRole("status")).toContainText("Admin: awaiting second approval");
  await expect(profile.getByRole("status")).toContainText(
    "Proposed by Administrator. Another admin must approve or reject it.",
  );
  await expect(profile.getByRole("button", { name: "Approve Admin" })).toHaveCount(0);
  await expect(profile.getByText("Admin", { exact: true })).toHaveCount(0);
  await shot(page, "four-eyes-admin-proposed");
  await page.goto(`/admin/users?search=${encodeURIComponent(candidate.user.email)}`);

  // The checker sees it awaiting approval in Manage Users, rejects it first...
  const checker = await checkerPage(browser);
  await checker.goto("/admin/users");
  await checker.getByRole("searchbox").fill(candidate.user.email);
  const card = checker
    .getByRole("list", { name: "Users" })
    .getByRole("listitem")
    .filter({ hasText: candidate.user.email });
  await expect(card).toContainText("Admin pending approval");
  await shot(checker, "four-eyes-admin-users-list");
  await card.getByRole("link").click();
  const checkerProfile = checker.getByRole("region", { name: `Paula Promoted${tag}` });
  await expect(checkerProfile.getByRole("status")).toContainText("Proposed by Administrator.");
  await checkerProfile.getByRole("button", { name: "Reject" }).click();
  const reject = checker.getByRole("alertdialog", { name: "Reject this proposal?" });
  await expect(reject).toContainText(`Paula Promoted${tag} stays a user`);
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(toast(checker, "Proposal rejected")).toBeVisible();
  await expect(checkerProfile.getByRole("status")).toHaveCount(0);
  await expect(checkerProfile.getByRole("button", { name: "Make Admin" })).toBeVisible();

  // ...then, proposed again, approves it.
  await page.goto(`/admin/users/${candidate.id}`);
  await profile.getByRole("button", { name: "Make Admin" }).click();
  await expect(toast(page, "Proposed as admin; a second admin must approve it")).toBeVisible();
  await checker.reload();
  await checkerProfile.getByRole("button", { name: "Approve Admin" }).click();
  const approve = checker.getByRole("alertdialog", { name: "Make this user an admin?" });
  await expect(approve).toContainText("Proposed by Administrator.");
  await shot(checker, "four-eyes-admin-approve-dialog");
  await approve.getByRole("button", { name: "Approve Admin" }).click();
  await expect(toast(checker, "User made admin successfully")).toBeVisible();
  await expect(checkerProfile.getByText("Admin", { exact: true })).toBeVisible();
  await checker.context().close();

  // Both names in the audit log.
  await page.goto("/admin/audit");
  await page.getByPlaceholder("Search by admin, user, action or reason").fill(`Promoted${tag}`);
  const entry = page.getByRole("listitem").filter({ hasText: "approvedBy" }).first();
  await expect(entry).toContainText(`Administrator (admin@example.com)`);
  await expect(entry).toContainText(`${checkerAdmin.name} (${checkerAdmin.email})`);
  await shot(page, "four-eyes-admin-audit");
});
