/**
 * `npm run backup [full|diff|incr]`: a pgBackRest backup of the running cluster's primary (the WAL
 * in between is archived continuously). `npm run restore -- "<timestamp>" [port]`: that cluster's
 * backups and WAL restored to the timestamp into CLUSTER_DIR/restored, started on `port` (default
 * CLUSTER_PORT_BASE + 9), its DATABASE_URL printed (docs/operations.md: restoring in production).
 */
import { backup, backupInfo, restoreToTime } from "./backup";
import { clusterSettings } from "./cluster-config";

const settings = clusterSettings();
const [command, ...args] = process.argv.slice(2);
if (command === "backup") {
  const type = (args[0] ?? "full") as "full" | "diff" | "incr";
  if (!["full", "diff", "incr"].includes(type)) throw new Error(`backup type ${type}: full, diff or incr`);
  backup(settings, type);
  console.log(backupInfo(settings));
} else if (command === "restore" && args[0]) {
  const port = Number(args[1] ?? settings.haproxyPort + 9);
  const restored = await restoreToTime(settings, args[0], port);
  console.log(`restored to ${args[0]}: data ${restored.dataDir}`);
  console.log(`DATABASE_URL=${restored.databaseUrl}`);
} else {
  console.error('usage: backup-cli.ts backup [full|diff|incr] | restore "<timestamp>" [port]');
  process.exit(2);
}
