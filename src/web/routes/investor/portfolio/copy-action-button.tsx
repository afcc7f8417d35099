import { useState } from "react";
import { toast } from "sonner";
import type { Copy } from "../../../../shared/schemas/copies";
import { errorMessage } from "../../../api/client";
import { type CopyAction, useCopyAction } from "../../../api/copies";
import { useIdempotencyKey } from "../../../components/hooks/use-idempotency-key";
import { RowActionButton } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { format, useDict } from "../../../i18n";
import enCopy from "../../../i18n/en/copy";

/** Pause, resume or stop a copy, each behind its confirmation. */
export function CopyActionButton({ copy, action }: { copy: Copy; action: CopyAction }) {
  const t = useDict("copy", enCopy);
  const run = useCopyAction();
  const [open, setOpen] = useState(false);
  const [key, renewKey] = useIdempotencyKey();
  const texts = {
    pause: {
      label: t.portfolio.pause,
      title: t.portfolio.pauseTitle,
      text: t.portfolio.pauseText,
      done: t.portfolio.paused,
    },
    resume: {
      label: t.portfolio.resume,
      title: t.portfolio.resumeTitle,
      text: format(t.portfolio.resumeText, { name: copy.trader.displayName }),
      done: t.portfolio.resumed,
    },
    stop: {
      label: t.portfolio.stop,
      title: t.portfolio.stopTitle,
      text: t.portfolio.stopText,
      done: t.portfolio.stopped,
    },
  }[action];
  return (
    <>
      <RowActionButton
        label={texts.label}
        target={format(t.portfolio.copyOf, { name: copy.trader.displayName })}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={texts.title}
        description={texts.text}
        confirmLabel={texts.label}
        cancelLabel={t.cancel}
        destructive={action === "stop"}
        busy={run.isPending}
        onConfirm={async () => {
          // mutateAsync: a stopped copy unmounts this button before a mutate() callback would run.
          try {
            await run.mutateAsync({ id: copy.id, action, idempotencyKey: key });
            toast.success(texts.done);
          } catch (failure) {
            toast.error(errorMessage(failure));
          }
          setOpen(false);
          renewKey();
        }}
      />
    </>
  );
}
