import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { verifyLedger } from "./verify-ledger";

/** `npm run ledger:verify`: recomputes the ledger from postings; exits 1 on any difference. */
const database = await openDatabase(loadConfig());
let exitCode = 0;
try {
  await database.migrate();
  const report = await verifyLedger(database.db);
  if (report.ok) {
    console.log(`ledger ok (${database.kind})`);
  } else {
    exitCode = 1;
    console.error(`ledger has ${report.problems.length} problem(s):`);
    for (const problem of report.problems) console.error(`  ${problem}`);
  }
} catch (error) {
  exitCode = 2;
  console.error(error);
} finally {
  await database.close();
}
process.exit(exitCode);
