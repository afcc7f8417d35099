import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../../../shared/appropriateness";
import { Questionnaire } from "./questionnaire";

describe("Questionnaire", () => {
  it("asks each question with its options, none chosen, and offers Back and Submit", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <Questionnaire onDone={() => {}} onBack={() => {}} />
      </QueryClientProvider>,
    );
    expect(html).toContain('data-testid="appropriateness"');
    expect(html.match(/<fieldset>/g)).toHaveLength(ASSESSMENT_QUESTIONS.length);
    expect(html.match(/type="radio"/g)).toHaveLength(ASSESSMENT_QUESTIONS.length * 3);
    expect(html).not.toContain("checked");
    expect(html).toContain(">1. ");
    expect(html).toContain("Submit answers");
  });
});
