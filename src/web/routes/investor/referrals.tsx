import { useState } from "react";
import { Link } from "react-router";
import type { Referral } from "../../../shared/schemas/referrals";
import { useMe } from "../../api/auth";
import { useReferrals } from "../../api/referrals";
import { Avatar } from "../../components/avatar";
import { useDebouncedValue } from "../../components/hooks/use-debounced-value";
import { CopyButton } from "../../components/investor/copy-button";
import { Card, CardTitle } from "../../components/ui/card";
import { Page } from "../../components/ui/page";
import { QueryBlock } from "../../components/ui/query-block";
import { SearchBox } from "../../components/ui/search-box";
import { format, useDict, useLang } from "../../i18n";
import { countryName } from "../../i18n/countries";
import enCommon from "../../i18n/en/common";
import enInvestor from "../../i18n/en/investor";
import { useFormatters } from "../../i18n/formatters";

export function Component() {
  const { data: me } = useMe();
  const common = useDict("common", enCommon);
  const t = useDict("investor", enInvestor).referrals;
  const f = useFormatters();
  const messages = common.messages;
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const referrals = useReferrals(search);
  if (!me) return null;
  const link = `${window.location.origin}/register?refId=${encodeURIComponent(me.referralId)}`;

  return (
    <Page title={t.title} intro={t.intro}>
      <Card aria-labelledby="link-title">
        <h2 id="link-title" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t.yourLink}
        </h2>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="block min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100">
            {link}
          </code>
          <CopyButton text={link} toastText={messages.referralLinkCopied} />
        </div>
      </Card>

      <Card padding="none" aria-labelledby="referred-title" className="mt-6">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5 dark:border-slate-800">
          <CardTitle id="referred-title">
            {format(t.total, { count: f.count(referrals.data?.total ?? 0) })}
          </CardTitle>
          <SearchBox
            compact
            className="sm:w-72"
            value={text}
            onChange={setText}
            placeholder={messages.searchUser}
          />
        </div>
        <QueryBlock
          query={referrals}
          loading={t.loading}
          isEmpty={(data) => data.items.length === 0}
          empty={(data) => (
            <p className="px-5 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
              {data.total === 0 ? messages.noReferrals : messages.noReferralsFound}
            </p>
          )}
        >
          {(data) => (
            <ul aria-label={t.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.items.map((referral) => (
                <ReferralRow key={referral.id} referral={referral} linked={me.isAdmin} />
              ))}
            </ul>
          )}
        </QueryBlock>
      </Card>
    </Page>
  );
}

function ReferralRow({ referral, linked }: { referral: Referral; linked: boolean }) {
  const t = useDict("common", enCommon);
  const lang = useLang();
  const content = (
    <>
      <Avatar name={referral.name} src={referral.avatar} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-white">{referral.name}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{referral.email}</p>
        {referral.pendingActivation ? (
          <p className="mt-1">
            <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
              {t.referral.pendingActivation}
            </span>
          </p>
        ) : null}
      </div>
      <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
        {countryName(referral.country, lang)}
      </p>
    </>
  );
  // Only admins can open a user's page (docs/design.md, Where we differ from the spec, point 1); investors see the row without a link.
  return (
    <li>
      {linked ? (
        <Link
          to={`/admin/users/${referral.id}`}
          className="flex items-center gap-4 px-4 py-3 hover:bg-slate-50 sm:px-5 dark:hover:bg-slate-800/50"
        >
          {content}
        </Link>
      ) : (
        <div className="flex items-center gap-4 px-4 py-3 sm:px-5">{content}</div>
      )}
    </li>
  );
}
