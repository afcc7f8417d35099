import { EitherFrame, inAppFrame, inPublicFrame } from "../components/either-frame";

const listPage = () => import("./public/traders/list");
const detailPage = () => import("./public/traders/detail");
const SignedInList = inAppFrame(listPage);
const PublicList = inPublicFrame(listPage);
const SignedInDetail = inAppFrame(detailPage);
const PublicDetail = inPublicFrame(detailPage);

/**
 * /traders and /traders/:id: in the app frame for a signed-in user (their navigation, no Login
 * button, a way back), in the public frame for visitors (issue 31 point 14).
 */
export function List() {
  return <EitherFrame signedIn={SignedInList} visitor={PublicList} />;
}

export function Detail() {
  return <EitherFrame signedIn={SignedInDetail} visitor={PublicDetail} />;
}
