import { describe, expect, it } from "vitest";
import { ASSESSMENT_QUESTIONS } from "../../../../shared/appropriateness";
import { markup } from "../../../test/markup";
import { Questionnaire } from "./questionnaire";

describe("Questionnaire", () => {
  it("asks each question with its options, none chosen, and offers Back and Submit", () => {
    const html = markup(<Questionnaire onDone={() => {}} onBack={() => {}} />);
    expect(html).toContain('data-testid="appropriateness"');
    expect(html.match(/<fieldset>/g)).toHaveLength(ASSESSMENT_QUESTIONS.length);
    expect(html.match(/type="radio"/g)).toHaveLength(ASSESSMENT_QUESTIONS.length * 3);
    expect(html).not.toContain("checked");
    expect(html).toContain(">1. ");
    expect(html).toContain("Submit answers");
  });
});
