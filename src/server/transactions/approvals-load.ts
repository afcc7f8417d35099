/**
 * Load run: approvals per second over HTTP on PostgreSQL.
 *   DATABASE_URL=postgres://... npx tsx src/server/transactions/approvals-load.ts [count] [concurrency]
 * Creates `count` pending deposits spread over 20 users, then approves them all through
 * POST /api/v1/admin/transactions/:id/approve with `concurrency` requests in flight; checks the ledger.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { cents } from "../../shared/money";
import { paymentMethods, users } from "../db/schema";
import { createDeposit } from "../deposits/create-deposit";
import { verifyLedger } from "../ledger/verify-ledger";
import { createTestApp, ORIGIN, signInAdmin } from "../test/test-app";

const count = Number(process.argv[2] ?? 1000);
const concurrency = Number(process.argv[3] ?? 10);
if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL (PostgreSQL)");

const t = await createTestApp();
try {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await signInAdmin(t.app);
  const methodId = randomUUID();
  await t.app.db.insert(paymentMethods).values({ id: methodId, code: "load", name: "Load", address: "a" });
  const actors = [];
  for (let i = 0; i < 20; i++) {
    const id = randomUUID();
    await t.app.db
      .insert(users)
      .values({ id, name: "Load", email: `${id}@example.com`, referralId: id, isActive: true });
    actors.push({ userId: id, sessionId: "s", role: "user" as const, isActive: true });
  }
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const deposit = await createDeposit(t.app.db, actors[i % actors.length]!, {
      paymentMethodId: methodId,
      amount: cents(BigInt(100 + i)),
    });
    ids.push(deposit.id);
  }

  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const response = await fetch(`${base}/api/v1/admin/transactions/${id}/approve`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie: admin },
        });
        if (response.status !== 200) failures++;
        await response.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const report = await verifyLedger(t.app.db);
  console.log(
    `${count} approvals, concurrency ${concurrency}: ${seconds.toFixed(2)} s, ` +
      `${(count / seconds).toFixed(0)} approvals/s, ${failures} failures, ledger ${report.ok ? "ok" : "INCONSISTENT"}`,
  );
  if (!report.ok || failures > 0) process.exitCode = 1;
} finally {
  await t.close();
}
