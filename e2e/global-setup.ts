/**
 * Once per run, after the app is up (Playwright starts the web servers first): the checker admin
 * (admin-kit.ts), made by the seeded admin while it is the only admin, so alone (four-eyes allows
 * the first other admin; from two admins on, a second one approves).
 */
import { expect, request } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { adminSession, checkerAdmin } from "./admin-kit";
import { newUser } from "./fixtures";

export default async function globalSetup(): Promise<void> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signUp = await context.post("/api/auth/sign-up/email", {
      data: { ...newUser(checkerAdmin.name), email: checkerAdmin.email, password: checkerAdmin.password },
    });
    if (signUp.status() !== 200) return; // A database of an earlier run: the checker is there.
    const me = (await (await context.get("/api/v1/me")).json()) as { id: string };
    const admin = await adminSession();
    await admin.post(`/api/v1/admin/users/${me.id}/activate`);
    const made = await admin.post<{ isAdmin: boolean }>(`/api/v1/admin/users/${me.id}/make-admin`);
    expect(made.isAdmin, "the checker is made admin by the only admin, alone").toBe(true);
    await admin.dispose();
  } finally {
    await context.dispose();
  }
}
