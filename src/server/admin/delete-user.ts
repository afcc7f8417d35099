import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../auth/actor";
import { deleteAvatarFile } from "../avatars/avatar-files";
import { stopInvestorCopies } from "../copies/stop-investor-copies";
import type { Runner, Tx } from "../db/client";
import { accounts, sessions, traders, twoFactors, users, verifications } from "../db/schema";
import type { QuoteSource } from "../trading/quote-source";
import { deleteDocumentFile } from "../verification/document-files";
import { eraseVerification } from "../verification/erase-verification";
import { accessSnapshot, assertNotLastAdmin, lockUser } from "./lock-user";
import { rejectPendingTransactions } from "./reject-pending-transactions";

const DELETED_NAME = "Deleted user";
/** What replaces a deleted trader's display name (the bio becomes empty). */
const FORMER_TRADER_NAME = "Former trader";
/**
 * What replaces a deleted user's email and referral id: random (128 bits each), so neither can be
 * guessed or taken in advance (an address someone registered beforehand would make the deletion
 * fail on the unique index), and the old ones are not freed for the referral link.
 */
const deletedEmail = () => `deleted-${randomBytes(16).toString("hex")}@deleted.invalid`;
const deletedReferralId = () => `deleted-${randomBytes(16).toString("hex")}`;

/**
 * Admin: deletes a user (docs/design.md, Where we differ from the spec, point 6). The row stays, so the ledger, transactions and audit rows
 * that point at it stay intact (`ledger:verify` still passes); what identifies the person is
 * scrubbed (name, email, phone, avatar, and the referral id derived from the name), their sessions
 * end, and their password, 2FA secrets and pending email links are removed, so they can never sign
 * in again; their avatar file is deleted. Their pending transactions are rejected in the same
 * transaction (holds released, each audited), so nothing of theirs can be approved or paid out later.
 * Their copies stop in it too (positions closed at market, profit share settled, cash back to the
 * balance: stopInvestorCopies), so nothing keeps trading for a deleted account.
 * A trader is stopped (no new copies) and their public profile texts become neutral; their trading
 * history stays.
 * The referral id becomes an unguessable random value (the people they referred follow it), so the
 * old one is not freed for someone else and no sign-up can credit the deleted account. The audit
 * row records the access change only, never the scrubbed data.
 */
export async function deleteUser(
  db: Runner,
  market: QuoteSource,
  actor: Actor,
  input: { id: string },
  files: { dataDir: string },
): Promise<void> {
  const { avatar, documentFiles } = await db.transaction(async (tx) => {
    // Lock order: the people this user referred, then the user (as an activation does: the
    // referred account, then its referrer), so the two never wait on each other in a cycle.
    const [found] = await tx
      .select({ referralId: users.referralId })
      .from(users)
      .where(and(eq(users.id, input.id), isNull(users.deletedAt)));
    if (found) {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referrerId, found.referralId))
        .orderBy(users.id)
        .for("update");
    }
    const user = await lockUser(tx, input.id);
    await assertNotLastAdmin(tx, user);
    const referralId = deletedReferralId();
    const [updated] = await tx
      .update(users)
      .set({
        name: DELETED_NAME,
        email: deletedEmail(),
        emailVerified: false,
        phone: "",
        avatar: null,
        referralId,
        role: "user",
        isActive: false,
        twoFactorEnabled: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    // People this user referred keep a working link to the (now anonymous) referrer.
    await tx.update(users).set({ referrerId: referralId }).where(eq(users.referrerId, user.referralId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    // Password-reset links (better-auth keeps the user id as the value).
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    const copiesStopped = await stopInvestorCopies(tx, market, user.id, actor.userId);
    const rejected = await rejectPendingTransactions(tx, actor, user.id);
    const traderStopped = await scrubTrader(tx, user.id);
    const documentFiles = await eraseVerification(tx, user.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.delete",
      targetType: "user",
      targetId: user.id,
      before: accessSnapshot(user),
      after: {
        ...accessSnapshot(updated!),
        deletedAt: updated!.deletedAt?.toISOString() ?? null,
        sessionsEnded: ended.length,
        pendingTransactionsRejected: rejected,
        traderStopped,
        copiesStopped,
      },
    });
    return { avatar: user.avatar, documentFiles };
  });
  // The picture and identity documents are personal data too; the files go once the scrub has committed.
  await deleteAvatarFile(files.dataDir, avatar);
  for (const name of documentFiles) await deleteDocumentFile(files.dataDir, name);
}

/**
 * Stops the user's trader profile, if any, and replaces its texts (the display name may be the
 * person's real name). Returns whether an active trader was stopped.
 */
async function scrubTrader(tx: Tx, userId: string): Promise<boolean> {
  const [trader] = await tx
    .select({ stoppedAt: traders.stoppedAt })
    .from(traders)
    .where(eq(traders.userId, userId))
    .for("update");
  if (!trader) return false;
  await tx
    .update(traders)
    .set({ displayName: FORMER_TRADER_NAME, bio: "", stoppedAt: trader.stoppedAt ?? new Date() })
    .where(eq(traders.userId, userId));
  return trader.stoppedAt === null;
}
