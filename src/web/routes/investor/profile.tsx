import { ProfilePage } from "../../components/profile/profile-page";

export function Component() {
  return <ProfilePage />;
}
