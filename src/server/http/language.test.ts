import { describe, expect, it } from "vitest";
import { call, signUp, uniqueEmail, updateMe, useTestApp } from "../test/test-app";

describe("error messages in the request's language", () => {
  const t = useTestApp({ AUTO_ACTIVATE: "true" });

  it("follow Accept-Language for an anonymous caller; the code stays the same", async () => {
    const wrong = { email: uniqueEmail(), password: "wrong-password-123" };
    const signIn = (language?: string) =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: wrong,
        ...(language ? { headers: { "accept-language": language } } : {}),
      });
    const french = await signIn("fr-FR,fr;q=0.9,en;q=0.8");
    expect(french.statusCode).toBe(401);
    expect(french.json().error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Adresse e-mail ou mot de passe incorrect",
    });
    expect((await signIn()).json().error.message).toBe("Invalid email or password");
    expect((await signIn("de-DE")).json().error.message).toBe("Invalid email or password");
    expect((await signIn("es")).json().error.message).toBe("Correo electrónico o contraseña incorrectos");
  });

  it("translate validation messages of the shared schemas, field by field", async () => {
    const response = await call(t.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "accept-language": "fr" },
      payload: { email: "", password: "" },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fields).toEqual({
      email: "L'adresse e-mail est obligatoire",
      password: "Le mot de passe est obligatoire",
    });
    expect(error.message).toBe("L'adresse e-mail est obligatoire");
  });

  it("translate framework errors (an unknown route) too", async () => {
    const response = await call(t.app, {
      method: "GET",
      url: "/api/v1/no-such-route",
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: "NOT_FOUND", message: "No encontrado" });
  });

  it("use the signed-in user's saved language over Accept-Language", async () => {
    const { cookie } = await signUp(t.app, { phone: "+1 555 0100", country: "United States" });
    const saved = await updateMe(t.app, cookie, { language: "es" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe("es");

    // A mutating request (the session is read from the database)...
    const unchanged = await updateMe(
      t.app,
      cookie,
      { phone: "+1 555 0100", country: "United States" },
      { "accept-language": "fr" },
    );
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().error).toEqual({ code: "NO_CHANGES", message: "No se ha hecho ningún cambio" });

    // ...and reads, the second one answered from the session cache.
    for (let i = 0; i < 2; i++) {
      const missing = await call(t.app, {
        method: "GET",
        url: "/api/v1/transactions/TNX-000000",
        cookie,
        headers: { "accept-language": "fr" },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe("No se encontró la transacción");
    }

    // A template keeps its values: the plan's minimum.
    const tooSmall = await call(t.app, {
      method: "POST",
      url: "/api/v1/trades",
      cookie,
      headers: { "accept-language": "en" },
      payload: { planId: "basic", amount: "10.00" },
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error.fields.amount).toBe("El monto debe ser igual o superior a $699");

    // Choosing another language applies at once (the cached session is dropped by the change).
    await updateMe(t.app, cookie, { language: "fr" });
    const french = await call(t.app, { method: "GET", url: "/api/v1/transactions/TNX-000000", cookie });
    expect(french.json().error.message).toBe("Transaction introuvable");
  });
});
