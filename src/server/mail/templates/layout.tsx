import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { EmailTexts } from "./email-texts";

/** The frame of every email: max width 600, brand header, risk-free plain footer. */
export function EmailLayout({
  texts,
  preview,
  title,
  children,
}: {
  texts: EmailTexts;
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang={texts.locale.slice(0, 2)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f8fa", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container
          style={{ maxWidth: "600px", margin: "0 auto", padding: "24px", backgroundColor: "#ffffff" }}
        >
          <Text style={{ color: "#047857", fontWeight: 700, fontSize: "18px", margin: "0 0 16px" }}>
            Swift Trade Exchange
          </Text>
          <Heading as="h1" style={{ fontSize: "22px", color: "#0f172a", margin: "0 0 16px" }}>
            {title}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0" }} />
          <Text style={{ color: "#64748b", fontSize: "12px", margin: 0 }}>{texts.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: "#334155", fontSize: "15px", lineHeight: "22px" } as const;
/** One line of a list of facts (amounts, names): a paragraph without its space around. */
export const factRow = { ...paragraph, margin: "4px 0" } as const;
export const button = {
  backgroundColor: "#047857",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "6px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
} as const;
