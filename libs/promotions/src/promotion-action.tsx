import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { ActivityStatus, Participation, PromotionDetail } from '@playfront/api-contract';
import { useAuthModals, useIsLoggedIn } from '@playfront/auth-session';
import { Button } from '@playfront/ui-kit';
import { ApplyForm } from './apply-form';
import { formatPromotionTime, usePromotionMoney } from './format';
import { useClaimPromotionMutation, useJoinPromotionMutation } from './promotions-api';
import { PromoMessage as Notice } from './states';
import { useActionKey } from './use-action-key';

export interface PromotionActionProps {
  promotion: PromotionDetail;
}

/**
 * What the reader may do with a promotion, by its status (spec §4): join (a visitor logs in first), apply
 * with images, claim; otherwise a line that says where things stand.
 */
export function PromotionAction({ promotion }: PromotionActionProps) {
  const { t } = useTranslation();
  const money = usePromotionMoney();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModals();
  const joinIntent = useActionKey();
  const claimIntent = useActionKey();
  const [join, joining] = useJoinPromotionMutation();
  const [claim, claiming] = useClaimPromotionMutation();
  // The answer of the last action, shown at once (the refetched detail follows).
  const [latest, setLatest] = useState<{ participation: Participation; amount: string | null } | null>(null);

  const participation = latest?.participation ?? promotion.participation;
  const status: ActivityStatus = latest?.participation.status ?? promotion.status;
  const amount = latest?.amount ?? participation?.bonusAmount ?? null;
  const error = joining.error ?? claiming.error;

  const onJoin = async () => {
    try {
      const result = await join({ id: promotion.id, idempotencyKey: joinIntent.key() }).unwrap();
      joinIntent.done();
      setLatest({ participation: result, amount: null });
    } catch {
      // Shown from the mutation state; a retry keeps the key, so the server replays rather than joins twice.
    }
  };
  const onClaim = async () => {
    try {
      const result = await claim({ id: promotion.id, idempotencyKey: claimIntent.key() }).unwrap();
      claimIntent.done();
      setLatest({ participation: result.participation, amount: result.bonus.amount });
    } catch {
      // As above.
    }
  };

  const info = (text: string, kind: 'info' | 'success' = 'info') => <Notice kind={kind}>{text}</Notice>;

  let body;
  switch (status) {
    case 'join':
      if (!isLoggedIn) {
        body = <Button onClick={() => openLogin()}>{t('promo_action_login_to_join')}</Button>;
      } else if (promotion.type === 'APPLY') {
        body = (
          <ApplyForm
            promotionId={promotion.id}
            onApplied={(result) => setLatest({ participation: result, amount: null })}
          />
        );
      } else {
        body = (
          <Button onClick={onJoin} loading={joining.isLoading}>
            {t('promo_action_join')}
          </Button>
        );
      }
      break;
    case 'claim':
      body = (
        <>
          {info(t('promo_text_claim'))}
          <div>
            <Button onClick={onClaim} loading={claiming.isLoading}>
              {t('promo_action_claim')}
            </Button>
          </div>
        </>
      );
      break;
    case 'joined':
      body = info(t('promo_text_joined'));
      break;
    case 'process':
      body = info(t('promo_text_process'));
      break;
    case 'claimed':
      body = info(
        amount ? t('promo_text_claimed_amount', { amount: money(amount) }) : t('promo_text_claimed'),
        'success',
      );
      break;
    case 'applying':
      body = info(t('promo_text_applying'));
      break;
    case 'rejected':
      body = (
        <Notice>
          {t('promo_text_rejected')}
          {participation?.reason
            ? ` ${t('promo_text_rejected_reason', { reason: participation.reason })}`
            : ''}
        </Notice>
      );
      break;
    case 'issued':
      body = info(
        amount ? t('promo_text_issued_amount', { amount: money(amount) }) : t('promo_text_issued'),
        'success',
      );
      break;
    case 'close':
      body = info(t('promo_text_close'));
      break;
    case 'coming_soon':
      body = info(t('promo_text_coming_soon', { start: formatPromotionTime(promotion.startsAt) }));
      break;
  }

  return (
    <div className="pf-promo-detail__action">
      {body}
      {error && <Notice>{errorMessage(error, t('err_unknown'))}</Notice>}
    </div>
  );
}
