import { LegalPage } from "../../components/landing/page-shell";

export function Component() {
  return <LegalPage page="privacy" />;
}
