import { Section, Text } from "@react-email/components";
import { z } from "zod";
import { fillText, localAmount } from "./email-texts";
import { EmailLayout, factRow, paragraph } from "./layout";
import { defineEmail, fillNodes } from "./render-email";

/** What every withdrawal email says about the withdrawal. */
const withdrawalFacts = {
  userName: z.string(),
  amount: z.string(),
  method: z.string(),
  walletAddress: z.string(),
  transactionId: z.string(),
};

/** To the admins: someone asked for a withdrawal that needs approval. */
export const withdrawalRequestEmail = defineEmail({
  props: z.object({ ...withdrawalFacts, userEmail: z.string() }),
  subject: (_props, texts) => texts.withdrawalRequest.subject,
  body: (facts, texts) => {
    const t = texts.withdrawalRequest;
    const amount = localAmount(facts.amount, texts);
    return (
      <EmailLayout
        texts={texts}
        preview={fillText(t.preview, { name: facts.userName, amount })}
        title={t.title}
      >
        <Text style={paragraph}>
          {fillNodes(t.body, {
            name: facts.userName,
            email: facts.userEmail,
            amount: <strong>{amount}</strong>,
            method: facts.method,
          })}
        </Text>
        <Section>
          <Text style={factRow}>{fillText(t.transaction, { id: facts.transactionId })}</Text>
          <Text style={factRow}>{fillText(t.wallet, { wallet: facts.walletAddress })}</Text>
        </Section>
        <Text style={paragraph}>{t.action}</Text>
      </EmailLayout>
    );
  },
});

/** To the investor: their withdrawal was approved and paid out (net of the processing fee). */
export const withdrawalConfirmationEmail = defineEmail({
  props: z.object({ ...withdrawalFacts, fee: z.string(), netAmount: z.string() }),
  subject: (_props, texts) => texts.withdrawalConfirmation.subject,
  body: (facts, texts) => {
    const t = texts.withdrawalConfirmation;
    const amount = localAmount(facts.amount, texts);
    return (
      <EmailLayout texts={texts} preview={fillText(t.preview, { amount })} title={t.title}>
        <Text style={paragraph}>
          {fillNodes(t.body, {
            name: facts.userName,
            amount: <strong>{amount}</strong>,
            id: facts.transactionId,
          })}
        </Text>
        <Section>
          <Text style={factRow}>{fillText(t.fee, { fee: localAmount(facts.fee, texts) })}</Text>
          <Text style={factRow}>
            {fillNodes(t.sent, {
              method: facts.method,
              net: <strong>{localAmount(facts.netAmount, texts)}</strong>,
            })}
          </Text>
          <Text style={factRow}>{fillText(t.wallet, { wallet: facts.walletAddress })}</Text>
        </Section>
      </EmailLayout>
    );
  },
});
