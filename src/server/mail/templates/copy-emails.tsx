import { Section, Text } from "@react-email/components";
import { z } from "zod";
import { messages } from "../../../shared/messages";
import { EmailLayout, paragraph } from "./layout";
import { defineEmail } from "./render-email";

const row = { ...paragraph, margin: "4px 0" } as const;

/** To the investor: their copy reached its stop-loss, its positions closed and it stopped (issue 13). */
export const copyStoppedEmail = defineEmail({
  props: z.object({
    userName: z.string(),
    traderName: z.string(),
    stopLossPercent: z.number().int(),
    invested: z.string(),
    returned: z.string(),
    mode: z.enum(["live", "practice"]),
  }),
  subject: () => messages.copyStoppedSubject,
  body: (facts) => (
    <EmailLayout preview={`Your copy of ${facts.traderName} reached its stop-loss`} title="Copy stopped">
      <Text style={paragraph}>
        Hello {facts.userName}, your {facts.mode === "practice" ? "practice " : ""}copy of{" "}
        <strong>{facts.traderName}</strong> lost {facts.stopLossPercent}% of the amount you invested, so its
        positions were closed at market and the copy stopped.
      </Text>
      <Section>
        <Text style={row}>Net invested: {facts.invested}</Text>
        <Text style={row}>
          Returned to your {facts.mode === "practice" ? "practice account" : "balance"}:{" "}
          <strong>{facts.returned}</strong>
        </Text>
      </Section>
      <Text style={paragraph}>You can see every closed position in the copy's log, under Portfolio.</Text>
    </EmailLayout>
  ),
});
