/**
 * `npm run cluster:up` / `cluster:down` (decision 0023, docs/operations.md): the replicated
 * PostgreSQL cluster on this machine. `up` ends with one line per node and the app's DATABASE_URL.
 */
import { clusterSettings } from "./cluster-config";
import { clusterDown, clusterUp } from "./local-cluster";

const settings = clusterSettings();
const command = process.argv[2];
if (command === "up") {
  try {
    await clusterUp(settings, (line) => console.error(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`logs in ${settings.dir}/log; npm run cluster:down cleans up`);
    process.exit(1);
  }
  for (const node of settings.nodes) console.log(`node ${node.name} port ${node.port} data ${node.dataDir}`);
  console.log(`DATABASE_URL=${settings.databaseUrl}`);
} else if (command === "down") {
  await clusterDown(settings, (line) => console.error(line));
} else {
  console.error("usage: cluster-cli.ts up|down");
  process.exit(2);
}
