import { toast } from "sonner";

/**
 * The toast of an action the user waits for: it says the action is under way, then becomes its
 * success or its failure in the same place (one toast per action, never a stack of three).
 */
export function progressToast(pending: string) {
  const id = toast.loading(pending);
  return {
    succeeded: (message: string) => toast.success(message, { id }),
    failed: (message: string, description?: string) => toast.error(message, { id, description }),
  };
}
