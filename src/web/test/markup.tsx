import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** A component's HTML as the server renders it, inside the app's query client and a router. */
export function markup(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Matches a figure in a description list: its label (HTML-escaped) and then its value. */
export function figurePattern(label: string, value: string): RegExp {
  const literal = (text: string) => text.replace(/[$()+.*?[\]\\]/g, "\\$&");
  return new RegExp(`>${literal(label)}</dt><dd[^>]*>${literal(value)}</dd>`);
}
