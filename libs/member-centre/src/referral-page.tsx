import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import { REFERRAL_PAGE_SIZE, REFERRAL_QUERY_PARAM } from '@playfront/api-contract';
import type { ReferralFriend, ReferralFriendStatus } from '@playfront/api-contract';
import { Button, EmptyState, Loadable, Notice, Pagination, QrCode } from '@playfront/ui-kit';
import { formatTime, useMoney, WalletPage } from '@playfront/wallet';
import css from './referral-page.css?inline';
import { useGetReferralFriendsQuery, useGetReferralQuery } from './referral-api';
import { Progress, RewardsStyles } from './rewards-ui';
import { pageErrorText } from './page-error';

/** Spec §9: the QR code of the invite link, 200 px with a 20 px quiet zone. */
const QR_SIZE = 200;
const QR_MARGIN = 20;

const statusTone: Record<ReferralFriendStatus, string> = {
  REGISTERED: 'go',
  QUALIFIED: 'ok',
  REWARDED: 'ok',
};

function ReferralStyles(): ReactElement {
  return (
    <style href="ReferralStyles" precedence="default">
      {css}
    </style>
  );
}

/**
 * The invite link as the player sees the portal: this address's origin with `/?referralCode=CODE`, which the
 * registration form reads to prefill the code (a brand served on several domains gives each its own link).
 */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export interface ReferralPageProps {
  /** Friends per page (stories). */
  pageSize?: number;
}

/**
 * Invite friends (referral): the member's referral code and invite link, each with a Copy button, a QR code of
 * the link, a Share button (the device's share sheet where there is one, else the link is copied), the rule in
 * numbers, the totals and the friends who signed up with the code, paged, with their progress and reward.
 */
export default function ReferralPage({ pageSize = REFERRAL_PAGE_SIZE }: ReferralPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const result = useGetReferralQuery();
  const [page, setPage] = useState(1);
  const friends = useGetReferralFriendsQuery({ page, size: pageSize }, { skip: !result.data });
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const data = result.data;
  const link = data ? inviteLink(data.referralCode) : '';

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ kind: 'success', text: done });
    } catch {
      setOutcome({ kind: 'error', text: t('referral_copy_failed') });
    }
  };

  const share = async () => {
    if (!data) return;
    setOutcome(null);
    const payload = {
      title: t('shell_mc_referral'),
      text: t('referral_share_text', { code: data.referralCode }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(payload) ?? true)) {
      try {
        await navigator.share(payload);
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link, t('referral_copied_link'));
  };

  const friendRows = friends.data?.list ?? [];
  const pageCount = Math.ceil((friends.data?.total ?? 0) / pageSize);

  return (
    <WalletPage label={t('shell_mc_referral')}>
      <RewardsStyles />
      <ReferralStyles />
      <Loadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {data && (
          <>
            <section className="pf-rf__share" aria-label={t('referral_link')}>
              <div className="pf-rf__fields">
                <dl className="pf-rf__field">
                  <dt>{t('referral_code')}</dt>
                  <dd>
                    <span className="pf-rf__value pf-rf__code">{data.referralCode}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('referral_copy_code')}
                      onClick={() => void copy(data.referralCode, t('referral_copied_code'))}
                    >
                      {t('referral_copy')}
                    </Button>
                  </dd>
                </dl>
                <dl className="pf-rf__field">
                  <dt>{t('referral_link')}</dt>
                  <dd>
                    <span className="pf-rf__value">{link}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('referral_copy_link')}
                      onClick={() => void copy(link, t('referral_copied_link'))}
                    >
                      {t('referral_copy')}
                    </Button>
                  </dd>
                </dl>
                <div>
                  <Button onClick={() => void share()}>{t('referral_share')}</Button>
                </div>
                <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
              </div>
              <QrCode
                className="pf-rf__qr"
                value={link}
                size={QR_SIZE}
                margin={QR_MARGIN}
                label={t('referral_qr')}
              />
            </section>

            <section className="pf-rw__summary" aria-labelledby="pf-rf-rule">
              <h4 id="pf-rf-rule" className="pf-rf__section-title">
                {t('referral_rule_title')}
              </h4>
              <p className="pf-rw__hint">
                {t('referral_intro', {
                  deposit: money(data.rule.minDeposit),
                  turnover: money(data.rule.minTurnover),
                  reward: money(data.rule.reward),
                })}
              </p>
              <ol className="pf-rf__rule">
                <li>{t('referral_rule_deposit', { amount: money(data.rule.minDeposit) })}</li>
                <li>{t('referral_rule_turnover', { amount: money(data.rule.minTurnover) })}</li>
                <li>{t('referral_rule_reward', { amount: money(data.rule.reward) })}</li>
              </ol>
              <p className="pf-rw__hint">{t('referral_rule_note')}</p>
            </section>

            <section aria-labelledby="pf-rf-totals">
              <h4 id="pf-rf-totals" className="pf-rf__section-title">
                {t('referral_totals')}
              </h4>
              <dl className="pf-rf__totals">
                <div>
                  <dt>{t('referral_total_friends')}</dt>
                  <dd>{data.totals.friends}</dd>
                </div>
                <div>
                  <dt>{t('referral_total_qualified')}</dt>
                  <dd>{data.totals.qualified}</dd>
                </div>
                <div>
                  <dt>{t('referral_total_rewarded')}</dt>
                  <dd>{money(data.totals.rewarded)}</dd>
                </div>
              </dl>
            </section>

            <section aria-labelledby="pf-rf-friends">
              <h4 id="pf-rf-friends" className="pf-rf__section-title">
                {t('referral_friends')}
              </h4>
              <Loadable
                isLoading={friends.isLoading}
                error={friends.error && pageErrorText(friends.error, t('err_unknown'))}
                onRetry={() => void friends.refetch()}
              >
                {friendRows.length === 0 ? (
                  <EmptyState title={t('referral_friends_empty')} />
                ) : (
                  <ul
                    className="pf-rw__list"
                    aria-label={t('referral_friends')}
                    aria-busy={friends.isFetching}
                  >
                    {friendRows.map((friend) => (
                      <FriendCard
                        key={`${friend.username}:${friend.registeredAt}`}
                        friend={friend}
                        language={i18n.language}
                      />
                    ))}
                  </ul>
                )}
                <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
              </Loadable>
            </section>
          </>
        )}
      </Loadable>
    </WalletPage>
  );
}

function FriendCard({ friend, language }: { friend: ReferralFriend; language: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="pf-rw__card" aria-label={friend.username}>
      <div className="pf-rw__head">
        <div>
          <h5 className="pf-rw__title">{friend.username}</h5>
          <span className="pf-rw__kind">
            {t('referral_registered_at', { date: formatTime(friend.registeredAt, language) })}
          </span>
        </div>
        <span className={`pf-rw__status pf-rw__status--${statusTone[friend.status]}`}>
          {t(`referral_status_${friend.status}`)}
        </span>
      </div>
      <Progress
        label={t('referral_progress_deposits')}
        done={friend.deposits}
        target={friend.depositsNeeded}
        text={t('referral_progress_value', {
          done: money(friend.deposits),
          needed: money(friend.depositsNeeded),
        })}
      />
      <Progress
        label={t('referral_progress_turnover')}
        done={friend.turnover}
        target={friend.turnoverNeeded}
        text={t('referral_progress_value', {
          done: money(friend.turnover),
          needed: money(friend.turnoverNeeded),
        })}
      />
      {friend.reward !== null ? (
        <p className="pf-rw__hint">{t('referral_reward_paid', { amount: money(friend.reward) })}</p>
      ) : (
        friend.status === 'QUALIFIED' && <p className="pf-rw__hint">{t('referral_reward_pending')}</p>
      )}
    </li>
  );
}
