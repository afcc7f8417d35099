import { Text } from "@react-email/components";
import { z } from "zod";
import { DOCUMENT_KINDS, REVIEW_REASONS } from "../../../shared/schemas/verification";
import { EmailLayout, paragraph } from "./layout";
import { defineEmail, fillNodes } from "./render-email";

/** To the user: an admin approved their identity verification, rejected it, or asked for a document again (issue 32). */
export const verificationDecidedEmail = defineEmail({
  props: z.object({
    userName: z.string(),
    outcome: z.enum(["approved", "rejected", "document-requested"]),
    reason: z.enum(REVIEW_REASONS).nullable(),
    note: z.string(),
    requestedKind: z.enum(DOCUMENT_KINDS).nullable(),
  }),
  subject: (_props, texts) => texts.verificationDecided.subject,
  body: (facts, texts) => {
    const t = texts.verificationDecided;
    const opening =
      facts.outcome === "approved"
        ? t.approved
        : facts.outcome === "rejected"
          ? t.rejected
          : t.documentRequested;
    return (
      <EmailLayout texts={texts} preview={t.preview} title={t.title}>
        <Text style={paragraph}>
          {fillNodes(opening, {
            name: facts.userName,
            document: <strong>{t.documents[facts.requestedKind ?? "identity"]}</strong>,
          })}
        </Text>
        {facts.reason ? (
          <Text style={paragraph}>{fillNodes(t.reason, { reason: t.reasons[facts.reason] })}</Text>
        ) : null}
        {facts.note ? <Text style={paragraph}>{fillNodes(t.note, { note: facts.note })}</Text> : null}
        {facts.outcome === "approved" ? null : <Text style={paragraph}>{t.next}</Text>}
      </EmailLayout>
    );
  },
});
