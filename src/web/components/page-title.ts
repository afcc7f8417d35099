import { useEffect } from "react";
import { format } from "../i18n";
import type { CommonDict } from "../i18n/en/common";

type TitleKey = Exclude<keyof CommonDict["titles"], "format">;

const titleKeys: Record<string, TitleKey> = {
  "/dashboard": "dashboard",
  "/markets": "markets",
  "/portfolio": "portfolio",
  "/notifications": "notifications",
  "/plans": "plans",
  "/deposits": "deposits",
  "/deposits/payment": "depositPayment",
  "/withdrawals": "withdrawals",
  "/withdrawals/fee": "withdrawalFee",
  "/transactions": "transactions",
  "/referrals": "referrals",
  "/profile": "profile",
  "/admin": "adminOverview",
  "/admin/users": "adminUsers",
  "/admin/transactions": "adminTransactions",
  "/admin/traders": "adminTraders",
  "/admin/audit": "adminAudit",
  "/admin/profile": "adminProfile",
};

/** The key of a signed-in page's title, by its path (a user's detail page: `/admin/users/:id`). */
function titleKeyOf(pathname: string): TitleKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (/^\/admin\/users\/[^/]+$/.test(path)) return "adminUser";
  return titleKeys[path];
}

/** The `document.title` of a signed-in page in the language on screen, e.g. "Panel | Swift Trade Exchange". */
export function signedInTitle(t: CommonDict, pathname: string): string | undefined {
  const key = titleKeyOf(pathname);
  return key ? format(t.titles.format, { page: t.titles[key] }) : undefined;
}

/**
 * Keeps `document.title` on the signed-in page's title while the app frame is shown (it follows
 * navigation and the language switch) and gives the previous title back when the frame goes away
 * (signing out to a public page).
 */
export function useSignedInTitle(t: CommonDict, pathname: string): void {
  const title = signedInTitle(t, pathname);
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
