import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLinkClass } from "./ui/field";

/** The centred line under an auth card's form: an optional question, then the link that answers it. */
export function AuthLink({ prompt, to, children }: { prompt?: string; to: string; children: ReactNode }) {
  return (
    <p className={`mt-6 text-center text-sm${prompt ? " text-slate-600 dark:text-slate-400" : ""}`}>
      {prompt ? <>{prompt} </> : null}
      <Link to={to} className={textLinkClass}>
        {children}
      </Link>
    </p>
  );
}
