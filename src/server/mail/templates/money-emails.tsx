import { Section, Text } from "@react-email/components";
import { z } from "zod";
import { messages } from "../../../shared/messages";
import { EmailLayout, paragraph } from "./layout";
import { defineEmail } from "./render-email";

const row = { ...paragraph, margin: "4px 0" } as const;

/** To the admins: someone asked for a withdrawal that needs approval. */
export const withdrawalRequestEmail = defineEmail({
  props: z.object({
    userName: z.string(),
    userEmail: z.string(),
    amount: z.string(),
    method: z.string(),
    walletAddress: z.string(),
    transactionId: z.string(),
  }),
  subject: () => messages.withdrawalRequestSubject,
  body: (facts) => (
    <EmailLayout preview={`${facts.userName} asked to withdraw ${facts.amount}`} title="Withdrawal request">
      <Text style={paragraph}>
        {facts.userName} ({facts.userEmail}) requested a withdrawal of <strong>{facts.amount}</strong> via{" "}
        {facts.method}.
      </Text>
      <Section>
        <Text style={row}>Transaction: {facts.transactionId}</Text>
        <Text style={row}>Wallet address: {facts.walletAddress}</Text>
      </Section>
      <Text style={paragraph}>Approve or reject it in the admin area, under Transactions.</Text>
    </EmailLayout>
  ),
});

/** To the investor: their withdrawal was approved and paid out (net of the processing fee). */
export const withdrawalConfirmationEmail = defineEmail({
  props: z.object({
    userName: z.string(),
    amount: z.string(),
    fee: z.string(),
    netAmount: z.string(),
    method: z.string(),
    walletAddress: z.string(),
    transactionId: z.string(),
  }),
  subject: () => messages.withdrawalConfirmationSubject,
  body: (facts) => (
    <EmailLayout preview={`Your withdrawal of ${facts.amount} was approved`} title="Withdrawal confirmed">
      <Text style={paragraph}>
        Hello {facts.userName}, your withdrawal of <strong>{facts.amount}</strong> ({facts.transactionId}) has
        been approved.
      </Text>
      <Section>
        <Text style={row}>Processing fee: {facts.fee}</Text>
        <Text style={row}>
          Sent via {facts.method}: <strong>{facts.netAmount}</strong>
        </Text>
        <Text style={row}>Wallet address: {facts.walletAddress}</Text>
      </Section>
    </EmailLayout>
  ),
});
