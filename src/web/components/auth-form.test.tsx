import { describe, expect, it } from "vitest";
import { markup } from "../test/markup";
import { AuthForm } from "./auth-form";

describe("AuthForm", () => {
  const texts = { title: "Sign in", subtitle: "Welcome back", submit: "Log in" };

  it("is the auth card with its title, its fields and submit, then the question and its link", () => {
    const html = markup(
      <AuthForm
        texts={texts}
        onSubmit={() => {}}
        pending={false}
        link={{ prompt: "No account?", to: "/register", label: "Sign up" }}
      >
        <input name="email" />
      </AuthForm>,
    );
    expect(html).toMatch(/<h1 [^>]*>Sign in<\/h1><p [^>]*>Welcome back<\/p>/);
    expect(html).toMatch(
      /<form noValidate="" class="space-y-5"><input name="email"\/><button type="submit"[^>]*>.*Log in/,
    );
    expect(html).toMatch(
      /<\/form><p class="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">No account\? <a [^>]*href="\/register"[^>]*>Sign up<\/a><\/p>/,
    );
  });

  it("has a link without a question where none is given, and a busy submit while pending", () => {
    const html = markup(
      <AuthForm
        texts={texts}
        onSubmit={() => {}}
        pending
        link={{ to: "/forgot-password", label: "Ask again" }}
      >
        <input name="password" />
      </AuthForm>,
    );
    expect(html).toMatch(
      /<p class="mt-6 text-center text-sm"><a [^>]*href="\/forgot-password"[^>]*>Ask again<\/a><\/p>/,
    );
    expect(html).toMatch(/<button type="submit"[^>]*aria-busy="true"/);
  });
});
