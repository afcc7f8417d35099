import { useReconnecting } from "../api/reconnecting";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";

/** "Connection lost, reconnecting…" at the top of every page while a request waits for the server. */
export function ReconnectingNotice() {
  const reconnecting = useReconnecting();
  const t = useDict("common", enCommon);
  if (!reconnecting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[70] bg-amber-500 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {t.messages.reconnecting}
    </div>
  );
}
