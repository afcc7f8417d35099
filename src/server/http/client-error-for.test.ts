import { describe, expect, it } from "vitest";
import { errorStatus } from "../../shared/contract/error-codes";
import { messages } from "../../shared/messages";
import { clientErrorFor, forbidden, notFound, unauthorized } from "./errors";

describe("clientErrorFor", () => {
  it("gives each 4xx status its own code (of that status) and message", () => {
    const expected: Record<number, [string, string]> = {
      400: ["BAD_REQUEST", messages.badRequest],
      401: ["UNAUTHORIZED", messages.notSignedIn],
      403: ["FORBIDDEN", messages.forbidden],
      404: ["NOT_FOUND", messages.notFound],
      405: ["METHOD_NOT_ALLOWED", messages.methodNotAllowed],
      408: ["REQUEST_TIMEOUT", messages.requestTimeout],
      413: ["PAYLOAD_TOO_LARGE", messages.payloadTooLarge],
      414: ["URI_TOO_LONG", messages.urlTooLong],
      415: ["UNSUPPORTED_MEDIA_TYPE", messages.unsupportedMediaType],
      429: ["RATE_LIMITED", messages.tooManyRequests],
      431: ["HEADERS_TOO_LARGE", messages.headersTooLarge],
    };
    for (const [status, answer] of Object.entries(expected)) {
      expect(clientErrorFor(Number(status))).toEqual(answer);
      expect(errorStatus[clientErrorFor(Number(status))[0]]).toBe(Number(status));
    }
  });

  it("answers 406 as the unsupported media type, and a status without its own code as 400", () => {
    expect(clientErrorFor(406)).toEqual(["UNSUPPORTED_MEDIA_TYPE", messages.unsupportedMediaType]);
    expect(clientErrorFor(418)).toEqual(["BAD_REQUEST", messages.badRequest]);
    expect(clientErrorFor(409)).toEqual(["BAD_REQUEST", messages.badRequest]);
  });

  it("gives the refusal helpers the same default messages", () => {
    expect(unauthorized().message).toBe(messages.notSignedIn);
    expect(forbidden().message).toBe(messages.forbidden);
    expect(notFound().message).toBe(messages.notFound);
  });
});
