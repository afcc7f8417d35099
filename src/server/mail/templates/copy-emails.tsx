import { Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { z } from "zod";
import { type EmailTexts, fillText, localAmount, localPercent } from "./email-texts";
import { EmailLayout, factRow, paragraph } from "./layout";
import { defineEmail, fillNodes } from "./render-email";

/** What every email of a stopped copy says (amounts formatted with formatUsd). */
const stoppedCopyFacts = {
  userName: z.string(),
  traderName: z.string(),
  invested: z.string(),
  returned: z.string(),
  mode: z.enum(["live", "practice"]),
};

/**
 * What was invested and what came back, the rows every email of a stopped copy shows (stop-loss,
 * take-profit), in the live or practice wording.
 */
function MoneyBackRows({
  t,
  texts,
  facts,
}: {
  t: Pick<EmailTexts["copyStopped"], "invested" | "returnedPractice" | "returnedLive">;
  texts: EmailTexts;
  facts: { invested: string; returned: string; mode: "live" | "practice" };
}) {
  return (
    <>
      <Text style={factRow}>{fillText(t.invested, { amount: localAmount(facts.invested, texts) })}</Text>
      <Text style={factRow}>
        {fillNodes(facts.mode === "practice" ? t.returnedPractice : t.returnedLive, {
          amount: <strong>{localAmount(facts.returned, texts)}</strong>,
        })}
      </Text>
    </>
  );
}

/**
 * A stopped copy's email: its opening paragraph in the live or practice wording (with `values` for
 * the placeholders beyond the name and the trader), then the rest of the email.
 */
function StoppedCopyEmail({
  t,
  texts,
  facts,
  values = {},
  children,
}: {
  t: Pick<EmailTexts["copyStopped"], "preview" | "title" | "bodyPractice" | "bodyLive" | "log">;
  texts: EmailTexts;
  facts: { userName: string; traderName: string; mode: "live" | "practice" };
  values?: Record<string, ReactNode>;
  children: ReactNode;
}) {
  return (
    <EmailLayout texts={texts} preview={fillText(t.preview, { trader: facts.traderName })} title={t.title}>
      <Text style={paragraph}>
        {fillNodes(facts.mode === "practice" ? t.bodyPractice : t.bodyLive, {
          name: facts.userName,
          trader: <strong>{facts.traderName}</strong>,
          ...values,
        })}
      </Text>
      {children}
      <Text style={paragraph}>{t.log}</Text>
    </EmailLayout>
  );
}

/** To the investor: their copy reached its stop-loss, its positions closed and it stopped (issue 13). */
export const copyStoppedEmail = defineEmail({
  props: z.object({
    ...stoppedCopyFacts,
    stopLossPercent: z.number().int(),
    /** The equity at which it stopped (formatUsd); absent in emails queued before issue 31. */
    stopLossEquity: z.string().optional(),
    /** What the copy actually lost, percent of the net invested ("13.42"); absent before issue 31. */
    lossPercent: z.string().optional(),
  }),
  subject: (_props, texts) => texts.copyStopped.subject,
  body: (facts, texts) => {
    const t = texts.copyStopped;
    return (
      <StoppedCopyEmail t={t} texts={texts} facts={facts}>
        <Section>
          {facts.stopLossEquity ? (
            <Text style={factRow}>
              {fillText(t.level, {
                percent: facts.stopLossPercent,
                level: localAmount(facts.stopLossEquity, texts),
              })}
            </Text>
          ) : null}
          <MoneyBackRows t={t} texts={texts} facts={facts} />
          {facts.lossPercent ? (
            <Text style={factRow}>
              {fillNodes(t.loss, { loss: <strong>{localPercent(facts.lossPercent, texts)}</strong> })}
            </Text>
          ) : null}
        </Section>
        {facts.lossPercent && Number(facts.lossPercent) > facts.stopLossPercent ? (
          <Text style={paragraph}>{t.gap}</Text>
        ) : null}
      </StoppedCopyEmail>
    );
  },
});

/** To the investor: their copy reached its take-profit, its positions closed and it stopped (issue 31 point 9). */
export const copyTakeProfitEmail = defineEmail({
  props: z.object({
    ...stoppedCopyFacts,
    takeProfitPercent: z.number().int(),
    /** The equity level that triggered it (formatted amount). */
    level: z.string(),
  }),
  subject: (_props, texts) => texts.copyTakeProfit.subject,
  body: (facts, texts) => {
    const t = texts.copyTakeProfit;
    return (
      <StoppedCopyEmail
        t={t}
        texts={texts}
        facts={facts}
        values={{ percent: facts.takeProfitPercent, level: localAmount(facts.level, texts) }}
      >
        <Section>
          <MoneyBackRows t={t} texts={texts} facts={facts} />
        </Section>
      </StoppedCopyEmail>
    );
  },
});
