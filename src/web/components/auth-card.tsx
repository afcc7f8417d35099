import type { ReactNode } from "react";
import { LogoMark } from "./logo";
import { Card } from "./ui/card";

/** The centred card of /login and /register. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card as="div" padding="none" className="w-full max-w-md p-6 sm:p-8">
        <LogoMark className="size-10" />
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
