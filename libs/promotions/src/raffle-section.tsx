import { useTranslation } from 'react-i18next';
import type { Participation, RaffleDraw } from '@playfront/api-contract';
import { formatPromotionTime, usePromotionMoney } from './format';

export interface RaffleSectionProps {
  raffle: RaffleDraw;
  /** The reader's part (tickets); null for a visitor or a member without tickets yet. */
  participation: Participation | null;
  /** Shows the reader's tickets (a member). */
  showTickets: boolean;
}

/**
 * A raffle's draw, provably fair: before the draw the committed seed hash, after it the seed (whose SHA-256
 * is that hash) and the winners.
 */
export function RaffleSection({ raffle, participation, showTickets }: RaffleSectionProps) {
  const { t } = useTranslation();
  const money = usePromotionMoney();
  const drawn = raffle.seed !== null;
  return (
    <section className="pf-promo-detail__section" aria-labelledby="pf-promo-raffle">
      <h2 id="pf-promo-raffle" className="pf-promo-detail__heading">
        {t('promo_raffle_title')}
      </h2>
      <dl className="pf-promo-detail__facts">
        {showTickets && (
          <div>
            <dt>{t('promo_raffle_my_tickets')}</dt>
            <dd>{participation?.tickets ?? 0}</dd>
          </div>
        )}
        <div>
          <dt>{t('promo_raffle_tickets_total')}</dt>
          <dd>{raffle.tickets}</dd>
        </div>
        <div>
          <dt>{t('promo_raffle_draw_time')}</dt>
          <dd>{formatPromotionTime(raffle.drawAt)}</dd>
        </div>
        {raffle.drawnAt !== null && (
          <div>
            <dt>{t('promo_raffle_drawn_at')}</dt>
            <dd>{formatPromotionTime(raffle.drawnAt)}</dd>
          </div>
        )}
        <div className="pf-promo-detail__fact--wide">
          <dt>{t('promo_raffle_seed_hash')}</dt>
          <dd>
            <code className="pf-promo-detail__code">{raffle.seedHash}</code>
          </dd>
        </div>
        {drawn && (
          <div className="pf-promo-detail__fact--wide">
            <dt>{t('promo_raffle_seed')}</dt>
            <dd>
              <code className="pf-promo-detail__code">{raffle.seed}</code>
            </dd>
          </div>
        )}
      </dl>
      {drawn ? (
        <>
          <p className="pf-promo-detail__note">{t('promo_raffle_fair_note')}</p>
          {raffle.winners.length === 0 ? (
            <p>{t('promo_raffle_no_winners')}</p>
          ) : (
            <div className="pf-promo-detail__table-wrap">
              <table className="pf-promo-detail__table">
                <caption>{t('promo_raffle_winners')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('promo_col_rank')}</th>
                    <th scope="col">{t('promo_col_player')}</th>
                    <th scope="col">{t('promo_col_ticket')}</th>
                    <th scope="col">{t('promo_col_prize')}</th>
                  </tr>
                </thead>
                <tbody>
                  {raffle.winners.map((winner) => (
                    <tr key={winner.rank}>
                      <td>{winner.rank}</td>
                      <td>{winner.username}</td>
                      <td>{winner.ticket}</td>
                      <td>{money(winner.prize)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : (
        <p className="pf-promo-detail__note">{t('promo_raffle_not_drawn')}</p>
      )}
    </section>
  );
}
