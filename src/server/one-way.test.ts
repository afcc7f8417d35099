/**
 * One way to do each thing on the server, checked on the sources: a second way fails here instead
 * of waiting for a reader to notice it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles, sourcePathsWhere } from "./test/source-files";

/** The union types enum-like columns carry in db/schema.ts (`.$type<...>()`), and the contract types holding them. */
const COLUMN_UNIONS = [
  "AdjustableAccount",
  "AdminTransactionStatus",
  "AssetClass",
  "CaseStatus",
  "CopyEventKind",
  "CopySizing",
  "CopyStatus",
  "CopyStopReason",
  "DocumentContentType",
  "DocumentKind",
  "FillReason",
  "IdentityDocumentType",
  "Language",
  "NotificationKind",
  "OrderSide",
  "PlanId",
  "PositionStatus",
  "ReviewReason",
  "Role",
  "TradingAccountKind",
  "TradingMode",
  "TransactionKind",
];
const CONTRACT_SHAPES = [
  "Copy",
  "CopyEvent",
  "CopyTrade",
  "Position",
  "Trade",
  "TradingAccount",
  "Transaction",
  "Verification",
  "VerificationDocument",
];
const unionCast = new RegExp(
  `\\bas (${COLUMN_UNIONS.join("|")})\\b|\\bas (${CONTRACT_SHAPES.join("|")})\\["|\\bas "(buy|live)" \\| "(sell|practice)"`,
);

describe("the server", () => {
  it("refuses requests only through the typed helpers of http/errors.ts (unprocessable, conflict, ...)", () => {
    const elsewhere = sourcePathsWhere(
      import.meta.dirname,
      ({ path, text }) => text.includes("new AppError(") && !path.endsWith("http/errors.ts"),
    );
    expect(elsewhere).toEqual([]);
  });

  it("reads enum-like columns as the types the schema gives them, never cast to their union", () => {
    const casts = sourceFiles(import.meta.dirname).flatMap(({ path, text }) =>
      text
        .split("\n")
        .filter((line) => unionCast.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(casts).toEqual([]);
  });

  it("maps rows in to-*.ts without reading the database: the caller loads what they map", () => {
    const querying = sourcePathsWhere(
      import.meta.dirname,
      ({ path, text }) => /(^|\/)to-[\w-]+\.ts$/.test(path) && /\b(Runner|await)\b/.test(text),
    );
    expect(querying).toEqual([]);
  });

  it("declares the wire's two-decimal format (money, percents) once, in shared/money.ts", () => {
    const declaring = sourcePathsWhere(join(import.meta.dirname, ".."), ({ text }) =>
      text.includes("-?\\d+\\.\\d{2}$"),
    );
    expect(declaring).toEqual(["shared/money.ts"]);
  });
});
