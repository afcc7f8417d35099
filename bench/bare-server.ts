/**
 * The baseline: a bare Fastify route on the same machine, no database, no auth, no logging.
 * Prints its URL on stdout once listening.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", () => ({ status: "ok", time: 0 }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
const address = app.server.address();
console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
