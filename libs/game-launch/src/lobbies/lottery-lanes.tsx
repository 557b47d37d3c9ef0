import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useBrand } from '@playfront/brand-config';
import { useGetGameMenusQuery } from '../navigation/game-menus-api';
import { categoryLabelKeys } from '../navigation/game-nav';
import { offeredLotteryVendors } from '../navigation/prize-modes';
import { GameGrid } from '../components/game-grid';
import { VendorMark } from '../components/provider-tab-strip';
import { GameGridSkeleton, LoadError, NoGames } from '../components/states';
import { GameStyles } from '../styles';

/**
 * /elott: one lane per lottery vendor (LOTT and ELOTT) whose prize mode the brand offers (prizeModes), the
 * brand's own lottery type (lotteryType) first; its games launch through the launch decision.
 */
export function LotteryLanes() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { data, error, isLoading, isError, refetch } = useGetGameMenusQuery();
  const vendors = offeredLotteryVendors(
    (data?.data.lanes ?? [])
      .filter((lane) => lane.title === 'LOTT' || lane.title === 'ELOTT')
      .flatMap((lane) => lane.cards),
    brand,
  );
  let body;
  if (isLoading) body = <GameGridSkeleton />;
  else if (isError) body = <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  else if (vendors.length === 0) body = <NoGames title={t('games_no_vendors')} />;
  else
    body = vendors.map((vendor) => {
      const id = `pf-lane-${vendor.merchantCode.toLowerCase()}`;
      return (
        <section key={vendor.vassalage} className="pf-lane" aria-labelledby={id}>
          <h2 id={id} className="pf-lane__title">
            <VendorMark code={vendor.merchantCode} />
            {vendor.displayName}
          </h2>
          <GameGrid
            filter={{ vassalage: vendor.vassalage }}
            playableOnly
            label={vendor.displayName}
            infinite={false}
          />
        </section>
      );
    });
  return (
    <section className="pf-lobby" aria-labelledby="pf-lobby-elott">
      <GameStyles />
      <header className="pf-lobby__header">
        <h1 id="pf-lobby-elott" className="pf-lobby__title">
          {t(categoryLabelKeys.LOTT)}
        </h1>
      </header>
      {body}
    </section>
  );
}
