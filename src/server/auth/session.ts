import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { messages } from "../../shared/messages";
import type { Role } from "../../shared/schemas/user";
import { readSettings } from "../admin/get-settings";
import type { Db } from "../db/client";
import { forbidden, unauthorized } from "../http/errors";
import type { Auth } from "./auth";
import { fastActor } from "./fast-session";

/** Who is acting: every use case takes one and scopes its queries by it. */
export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  isActive: boolean;
  /** Only needed where the admin two-factor rule applies; absent means off. */
  twoFactorEnabled?: boolean;
}

/**
 * Who may call a route. Every /api/v1 route must declare one (checked at start-up), and every
 * /api/v1/admin route must be "admin": one guard, impossible to forget.
 * - public: anyone; user: signed in; active: signed in and activated; admin: an admin.
 */
export type Access = "public" | "user" | "active" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === "admin";
}

export async function loadActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  // One query for the plain case; better-auth itself for everything else (see fast-session.ts).
  const fast = await fastActor(auth, request.server.db, request);
  if (fast) return fast;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    role?: string;
    isActive?: boolean;
    twoFactorEnabled?: boolean | null;
  };
  return {
    userId: user.id,
    sessionId: result.session.id,
    role: user.role === "admin" ? "admin" : "user",
    isActive: user.isActive === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** The actor of a guarded route; the access hook has already refused anonymous callers. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The admin setting, read at most every few seconds per server instance. */
let twoFactorSetting = { value: false, readAt: 0 };
const SETTING_TTL_MS = 3000;

async function adminTwoFactorRequired(db: Db): Promise<boolean> {
  if (Date.now() - twoFactorSetting.readAt > SETTING_TTL_MS) {
    twoFactorSetting = { value: (await readSettings(db)).requireAdminTwoFactor, readAt: Date.now() };
  }
  return twoFactorSetting.value;
}

/** Tests change the setting and need the next request to see it. */
export function forgetCachedSettings() {
  twoFactorSetting = { value: false, readAt: 0 };
}

export function registerAccessControl(app: FastifyInstance, auth: Auth) {
  app.decorateRequest("actor", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    if (route.url.startsWith("/api/v1/admin") && access !== "admin") {
      throw new Error(`Admin route ${route.method} ${route.url} must have access "admin"`);
    }
  });

  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const actor = await loadActor(auth, request);
    if (!actor) throw unauthorized();
    request.actor = actor;
    if (access === "admin" && !isAdmin(actor)) throw forbidden();
    // A deactivated admin keeps the role but loses the admin area, like any inactive account.
    if (access === "admin" && !actor.isActive)
      throw forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
    if (access === "admin" && !actor.twoFactorEnabled && (await adminTwoFactorRequired(request.server.db))) {
      throw forbidden(messages.adminTwoFactorRequired, "TWO_FACTOR_REQUIRED");
    }
    if (access === "active" && !actor.isActive)
      throw forbidden(messages.accountNotActive, "ACCOUNT_NOT_ACTIVE");
  });
}
