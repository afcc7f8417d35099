import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromAcceptLanguage, type Language } from "../../shared/languages";
import { localizeWith } from "../../shared/localize";
import { type Catalogue, en } from "../../shared/messages";
import { es } from "../../shared/messages-es";
import { fr } from "../../shared/messages-fr";
import type { ErrorBody } from "../../shared/schemas/errors";

const catalogues: Record<Language, Catalogue> = { en, es, fr };

/**
 * The language of a request's answers: the signed-in user's saved language (known on routes that
 * need a session), else the first of ours in Accept-Language, else English. The web app sends its
 * current language as Accept-Language, so public routes answer in the language on screen.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.actor?.language ?? fromAcceptLanguage(request.headers["accept-language"]) ?? "en";
}

/** An error body with its message and field messages in `language` (the code never changes). */
function localizeError(body: ErrorBody, language: Language): ErrorBody {
  if (language === "en") return body;
  const catalogue = catalogues[language];
  const { code, message, fields, requiredLevel } = body.error;
  const error: ErrorBody["error"] = { code, message: localizeWith(catalogue, message) };
  if (requiredLevel !== undefined) error.requiredLevel = requiredLevel;
  if (fields) {
    error.fields = Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [name, localizeWith(catalogue, text)]),
    );
  }
  return { ...body, error };
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== "object" || payload === null) return false;
  const error = (payload as { error?: unknown }).error;
  return (
    typeof error === "object" && error !== null && typeof (error as ErrorBody["error"]).message === "string"
  );
}

/**
 * Every JSON error answer, whoever sends it (the error handler, a route's own 404, the auth
 * proxy), leaves in the request's language. Messages stay English in code, logs and tests.
 */
export function registerErrorLanguage(app: FastifyInstance) {
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return done(null, payload);
    done(null, localizeError(payload, requestLanguage(request)));
  });
}
