import { describe, expect, it } from "vitest";
import { publicPages } from "../shared/public-pages";
import enMeta from "./i18n/en/meta";
import esMeta from "./i18n/es/meta.json" with { type: "json" };
import { fillTemplate, pageHead } from "./seo";

const about = publicPages.find((page) => page.path === "/about")!;

describe("prerendered page heads", () => {
  it("title, description, canonical, hreflang alternates, OpenGraph and Twitter tags in the page's language", () => {
    const head = pageHead({ page: about, lang: "es", meta: esMeta, origin: "https://x.test" });
    expect(head).toContain(`<title>${esMeta.pages.about.title}</title>`);
    expect(head).toContain(`<meta name="description" content="${esMeta.pages.about.description}" />`);
    expect(head).toContain('<link rel="canonical" href="https://x.test/about?lang=es" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://x.test/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="fr" href="https://x.test/about?lang=fr" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://x.test/about" />');
    expect(head).toContain('<meta property="og:url" content="https://x.test/about?lang=es" />');
    expect(head).toContain('<meta property="og:locale" content="es_ES" />');
    expect(head).toContain(`<meta name="twitter:title" content="${esMeta.pages.about.title}" />`);
  });

  it("escapes texts in attributes", () => {
    const meta = {
      ...enMeta,
      pages: { ...enMeta.pages, about: { title: 'A "quoted" <b>', description: "x & y" } },
    };
    const head = pageHead({ page: about, lang: "en", meta, origin: "https://x.test" });
    expect(head).toContain("<title>A &quot;quoted&quot; &lt;b&gt;</title>");
    expect(head).toContain('content="x &amp; y"');
  });

  it("fills the built index.html: language, head, the rendered app marked for hydration", () => {
    const template =
      '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Generic</title><script>theme()</script></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, { lang: "fr", head: "<title>Page</title>", body: "<main>hi</main>" });
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain("generic");
    expect(html).toContain("<title>Page</title><script>theme()</script>");
    expect(html).toContain('<div id="root" data-prerendered="fr"><main>hi</main></div>');
    expect(() => fillTemplate("<html></html>", { lang: "en", head: "", body: "" })).toThrow();
  });
});
