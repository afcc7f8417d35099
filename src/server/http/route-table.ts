import type { FastifyInstance } from "fastify";
import type { Access } from "../../shared/contract/endpoint";

/** One /api/v1 route as declared: what the role-matrix test walks through. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The identity verification level the route itself requires (issue 32), if any. */
  verificationLevel?: 1 | 2;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api/v1 route with its access level, in registration order (HEAD twins left out). */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each /api/v1 route as it is added; register before any route. */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1")) return;
    const access = route.config?.access;
    if (!access) return; // refused at start-up by the access-control hook
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const level = route.config?.verificationLevel;
      table.push({ method, url: route.url, access, ...(level ? { verificationLevel: level } : {}) });
    }
  });
}
