import type { RefObject } from "react";
import { Link } from "react-router";
import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";

interface FaqDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  answer: string;
  contactLabel: string;
  /** The question that opened the dialog: focus returns to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** 'Get Answer': the question, its answer and 'Contact Support' to /contact (focus trapped and restored). */
export default function FaqDialog({
  open,
  onOpenChange,
  title,
  question,
  answer,
  contactLabel,
  returnFocusTo,
}: FaqDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      onCloseAutoFocus={(event) => {
        // Without a Radix trigger, return focus to the question ourselves (unless we navigated away).
        const target = returnFocusTo.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{question}</h3>
      <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{answer}</p>
      <div className="mt-6 flex justify-end">
        <Link to="/contact" className={buttonClass()} onClick={() => onOpenChange(false)}>
          {contactLabel}
        </Link>
      </div>
    </Dialog>
  );
}
