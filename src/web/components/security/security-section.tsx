import { ChangePasswordCard } from "./change-password-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/** The profile's account-security block: password, two-factor sign-in and signed-in devices. */
export function SecuritySection() {
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
