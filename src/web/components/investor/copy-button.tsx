import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { messages } from "../../../shared/messages";
import { useDict } from "../../i18n";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { Icon } from "../icons";

const COPIED_MS = 2_000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older or insecure contexts: a hidden textarea and the copy command.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error(messages.copyFailed);
}

/** Copies `text`, shows `toastText`, and reads 'Copied' for 2 seconds (spec section 9). */
export function CopyButton({
  text,
  toastText,
  label,
  className = "",
}: {
  text: string;
  toastText: string;
  /** Visible label; the accessible name adds what is copied via `aria-describedby` of the caller if needed. */
  label?: string;
  className?: string;
}) {
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    try {
      await writeClipboard(text);
    } catch {
      toast.error(common.messages.copyFailed);
      return;
    }
    toast.success(toastText);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${className}`}
    >
      {copied ? (
        <Icon name="check" className="size-4 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <Icon name="copy" className="size-4" />
      )}
      <span aria-live="polite">{copied ? common.messages.copied : (label ?? t.copy.copy)}</span>
    </button>
  );
}
