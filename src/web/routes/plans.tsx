import { EitherFrame, inAppFrame, inPublicFrame } from "../components/either-frame";

// The signed-in plans page brings the app frame with it; visitors never download either.
const SignedInPlans = inAppFrame(() => import("./investor/plans"));
const PublicPlans = inPublicFrame(() => import("./public/plans"));

/** /plans is the signed-in plans page for a signed-in user and the public plans page otherwise. */
export function Component() {
  return <EitherFrame signedIn={SignedInPlans} visitor={PublicPlans} />;
}
