import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { messages } from "../shared/messages";
import { PRERENDERED_DIR } from "../shared/public-pages";
import { adjustmentRoutes } from "./adjustments/routes";
import { adminRoutes } from "./admin/routes";
import { type Auth, createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { followChanges, registerAccessControl } from "./auth/session";
import { avatarRoutes } from "./avatars/routes";
import type { Config } from "./config";
import { contactRoutes } from "./contact/routes";
import { adminCopyRoutes } from "./copies/admin-routes";
import { assessmentRoutes } from "./copies/assessment-routes";
import { copyRoutes } from "./copies/routes";
import { scheduleMonthEndSettlement } from "./copies/settle-month-end";
import { startMirrorLoop } from "./copies/start-mirror-loop";
import { type Database, type Db, openDatabase } from "./db/client";
import { seedAdmin } from "./db/seed";
import { depositRoutes } from "./deposits/routes";
import { healthRoutes } from "./health/routes";
import { registerCompression } from "./http/compression";
import { clientErrorHandler, errorBody, frameworkErrors, registerErrorHandling } from "./http/errors";
import { registerErrorLanguage } from "./http/language";
import { createLogDestination } from "./http/log-destination";
import { registerOpenApiDocument } from "./http/openapi-document";
import { registerOriginCheck } from "./http/origin-check";
import { registerPublicPages } from "./http/public-pages";
import { registerRouteTable } from "./http/route-table";
import { registerSecurityHeaders } from "./http/security-headers";
import { schedulePurgeIdempotencyKeys } from "./idempotency/purge-idempotency-keys";
import { startMailWorker } from "./mail/mail-worker";
import { createMarketService } from "./market/create-market-service";
import type { MarketService } from "./market/market-service";
import { marketRoutes } from "./market/routes";
import { startPriceStream } from "./market/start-price-stream";
import { notificationRoutes } from "./notifications/routes";
import { paymentMethodRoutes } from "./payment-methods/routes";
import { planRoutes } from "./plans/routes";
import { createEventBus } from "./realtime/event-bus";
import { EVENT_RELAY_IDLE_MS, startEventRelay } from "./realtime/event-relay";
import { realtimeRoutes } from "./realtime/routes";
import { referralRoutes } from "./referrals/routes";
import { publicTraderRoutes } from "./traders/public-routes";
import { traderRoutes } from "./traders/routes";
import { startNavSnapshots } from "./traders/start-nav-snapshots";
import { tradeRoutes } from "./trades/routes";
import { instrumentRoutes } from "./trading/instrument-routes";
import { tradingRoutes } from "./trading/routes";
import { transactionExportRoutes } from "./transactions/export-routes";
import { transactionRoutes } from "./transactions/routes";
import { userRoutes } from "./users/routes";
import { verificationRoutes } from "./verification/routes";
import { withdrawalRoutes } from "./withdrawals/routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
    /** Quotes for the market endpoints, trading and the price loop. */
    market: MarketService;
  }
}

/** The whole server, ready to listen or to be called with inject(); opening the database included. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  await database.migrate();

  const logStream = config.logLevel === "silent" ? undefined : createLogDestination();
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : false,
    trustProxy: config.trustProxy,
    // One access-log line per request (below) instead of Fastify's two: logging was most of the
    // cost of a cached GET /api/v1/me. It leaves out query strings (reset tokens, search terms).
    logController: new LogController({ disableRequestLogging: true }),
    // Errors raised before routing or by Node's HTTP parser answer in our shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?", 1)[0],
        ip: request.ip,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth(config, database.db);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("auth", auth);
  app.decorate("market", createMarketService(config, app.log));
  app.addHook("onClose", () => {
    logStream?.flush();
    return database.close();
  });
  await registerCompression(app);

  registerErrorHandling(app);
  registerErrorLanguage(app);
  registerOriginCheck(app, config.trustedOrigins);
  registerAccessControl(app, auth);
  registerRouteTable(app);
  const completeOpenApi = registerOpenApiDocument(app);
  const indexHtml = join(config.webDir, "index.html");
  registerSecurityHeaders(app, {
    appUrl: config.appUrl,
    pageHtml: existsSync(indexHtml) ? readFileSync(indexHtml, "utf8") : undefined,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody("RATE_LIMITED", messages.tooManyRequests),
      retryAfter: context.after,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Swift Trade Exchange API", version: "1" },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "ste.session_token" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: completeOpenApi,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes);
  await app.register(authRoutes(auth));
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(planRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(transactionRoutes);
  await app.register(transactionExportRoutes);
  await app.register(tradeRoutes);
  await app.register(adjustmentRoutes);
  await app.register(marketRoutes);
  await app.register(instrumentRoutes);
  await app.register(tradingRoutes);
  await app.register(traderRoutes);
  await app.register(publicTraderRoutes);
  await app.register(assessmentRoutes);
  await app.register(copyRoutes);
  await app.register(notificationRoutes);
  await app.register(adminCopyRoutes);
  await app.register(contactRoutes);
  await app.register(referralRoutes);
  await app.register(avatarRoutes);
  await app.register(verificationRoutes);

  const bus = await createEventBus(database, (error) => app.log.warn({ err: error }, "realtime listener"));
  app.addHook("preClose", () => bus.close());
  const relay = startEventRelay(database.db, EVENT_RELAY_IDLE_MS, (error) =>
    app.log.warn({ err: error }, "realtime relay"),
  );
  app.addHook("preClose", () => relay.close());
  // A mutating request has committed its changes by the time it answers: publish them now.
  app.addHook("onResponse", (request, _reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") relay.kick();
    done();
  });
  followChanges(app, bus);
  const quotes = await startPriceStream(app);
  startNavSnapshots(app);
  startMirrorLoop(app);
  await app.register(realtimeRoutes(bus, { quotes }));

  await registerWebApp(app, config);
  if (config.mailPollMs > 0) startMailWorker(app, config.mailPollMs);
  schedulePurgeIdempotencyKeys(app);
  scheduleMonthEndSettlement(app);
  await app.ready();
  await seedAdmin(database.db, auth, config, app.log);
  return app;
}

/** Serves the built web app, with index.html for every non-API path (client-side routing). */
async function registerWebApp(app: FastifyInstance, config: Config) {
  const hasWeb = existsSync(join(config.webDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The prerendered pages hold a placeholder for the origin: they are sent by registerPublicPages.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(config.webDir, "assets")}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const sendShell = (reply: FastifyReply) => reply.header("cache-control", "no-cache").sendFile("index.html");
  registerPublicPages(app, { webDir: config.webDir, origin: config.appUrl, sendShell });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    // A missing build asset is a 404, never the app page (a stale tab then fails clearly).
    const isAsset = request.url.startsWith("/assets/");
    if (!isApi && !isAsset && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return sendShell(reply);
    }
    return reply.status(404).send(errorBody("NOT_FOUND", messages.notFound));
  });
}
