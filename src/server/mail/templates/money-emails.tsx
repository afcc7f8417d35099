import { Section, Text } from "@react-email/components";
import { messages } from "../../../shared/messages";
import { EmailLayout, paragraph } from "./layout";
import { renderEmail } from "./render-email";

const row = { ...paragraph, margin: "4px 0" } as const;

export interface WithdrawalRequestFacts {
  userName: string;
  userEmail: string;
  amount: string;
  method: string;
  walletAddress: string;
  transactionId: string;
}

/** To an admin: someone asked for a withdrawal that needs approval. */
export function withdrawalRequestEmail(adminEmail: string, facts: WithdrawalRequestFacts) {
  return renderEmail(
    "withdrawal-request",
    adminEmail,
    messages.withdrawalRequestSubject,
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
    </EmailLayout>,
  );
}

export interface WithdrawalConfirmationFacts {
  userName: string;
  amount: string;
  fee: string;
  netAmount: string;
  method: string;
  walletAddress: string;
  transactionId: string;
}

/** To the investor: their withdrawal was approved and paid out (net of the processing fee). */
export function withdrawalConfirmationEmail(userEmail: string, facts: WithdrawalConfirmationFacts) {
  return renderEmail(
    "withdrawal-confirmation",
    userEmail,
    messages.withdrawalConfirmationSubject,
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
    </EmailLayout>,
  );
}
