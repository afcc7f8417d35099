import { Link } from "react-router";
import { useVerification } from "../../api/verification";
import { format, useDict } from "../../i18n";
import enVerification from "../../i18n/en/verification";
import { useFormatters } from "../../i18n/formatters";
import { textLinkClass } from "../ui/field";

/**
 * On a money screen (deposit, withdrawal, copy, live trading): says which identity verification
 * level it needs and links to /verification when the user is below it, instead of failing at
 * submit (issue 32). At level 1 on the deposit screen: what is left of the deposit limit.
 * Renders nothing when the level is met (or verification is off).
 */
export function VerificationGate({ level, showLimit = false }: { level: 1 | 2; showLimit?: boolean }) {
  const { data } = useVerification();
  const t = useDict("verification", enVerification).gate;
  const f = useFormatters();
  if (!data?.required) return null;
  const below = data.level < level;
  const limited = showLimit && data.level === 1 && data.depositLimitLeft !== null;
  if (!below && !limited) return null;
  const text = below
    ? level === 1
      ? t.level1
      : t.level2
    : format(t.limit, { amount: f.usd(data.depositLimitLeft ?? "0") });
  return (
    <p
      role={below ? "alert" : "status"}
      data-testid="verification-gate"
      className="mb-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      {text}{" "}
      <Link to="/verification" className={textLinkClass}>
        {t.link}
      </Link>
    </p>
  );
}

/** Whether the signed-in user is below `level` (false while loading or when verification is off). */
export function useBelowLevel(level: 1 | 2): boolean {
  const { data } = useVerification();
  return Boolean(data?.required && data.level < level);
}
