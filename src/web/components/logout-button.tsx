import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useSignOut } from "../api/auth";
import { errorMessage } from "../api/client";
import { useDict } from "../i18n";
import enCommon from "../i18n/en/common";
import { Icon } from "./icons";

export function LogoutButton({ className = "" }: { className?: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const t = useDict("common", enCommon).shell;

  const onClick = () => {
    signOut.mutate(undefined, {
      onSuccess: () => navigate("/login", { replace: true }),
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={signOut.isPending}
      className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-600 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:text-red-400 dark:hover:bg-red-500/10 ${className}`}
    >
      <Icon name="logout" />
      {signOut.isPending ? t.loggingOut : t.logout}
    </button>
  );
}
