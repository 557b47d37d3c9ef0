import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryArea, LotteryMenuGame } from '@playfront/api-contract';
import { errorMessage } from '@playfront/api-client';
import { useBrand } from '@playfront/brand-config';
import { GameFrame, GameFrameStyles, gamesApi, useGetLotteryMenuQuery } from '@playfront/game-launch';
import type { LaunchTarget } from '@playfront/game-launch';
import { Button, EmptyState } from '@playfront/ui-kit';
import { useShell } from '../../layout/shell-context';
import type { PagePrefetch } from '../../routing/lazy-page';

/** Vietnamese lottery regions in the order players know them. */
export const vnRegions = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof vnRegions)[number];

/**
 * Which game of a lottery menu to play: the one named by ?gameCode=, else the first of the chosen region
 * (VN), else the first of the menu.
 */
export function pickLotteryGame(
  list: readonly LotteryMenuGame[],
  gameCode: string | null,
  region: string | null,
): LotteryMenuGame | undefined {
  const byCode = gameCode ? list.find((game) => game.gameCode === gameCode) : undefined;
  if (byCode) return byCode;
  if (region) return list.find((game) => game.region === region);
  return list[0];
}

/** The lottery lobby launch (spec §7): launchMode LOTT, the area, the game code, its play type, backUrl. */
export function lotteryTarget(
  area: LotteryArea,
  game: LotteryMenuGame,
  playType: string | null,
): LaunchTarget {
  const target: LaunchTarget = {
    launchMode: 'LOTT',
    lottoArea: area,
    gameCode: game.gameCode,
    playType: playType && game.playTypes.includes(playType) ? playType : game.defaultPlayType,
  };
  if (typeof window !== 'undefined') target.backUrl = `${window.location.origin}/index`;
  return target;
}

/** A lottery page opened directly asks for its area's menu with the start-up calls. */
export const prefetchLotteryMenu =
  (area: LotteryArea): PagePrefetch =>
  (dispatch) =>
    dispatch(gamesApi.util.prefetch('getLotteryMenu', area, {}));

export interface LotteryViewProps {
  area: LotteryArea;
  /** i18n key of the page's name (the frame's title until a game is known). */
  titleKey: string;
  /** Show the north / central / south switch (the VN lottery). */
  regions?: boolean;
}

/**
 * A lottery page (/lottery, /vnlottery, /seaLottery): the area's lottery menu as choices (and the VN
 * region switch), and the chosen game launched in the shared game frame. ?gameCode=&playType= come from
 * the launch decision; a choice replaces them. Visitors see the menu and the frame's login prompt. Games of a
 * prize mode the brand does not offer (brand prizeModes) are left out; with none left the page says so.
 */
export function LotteryView({ area, titleKey, regions = false }: LotteryViewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { prizeModes } = useBrand();
  const { openMemberCentre } = useShell();
  const menu = useGetLotteryMenuQuery(area);
  // Only the games of the prize modes the brand offers (prizeModes): the others are neither listed nor launched.
  const list = useMemo(
    () =>
      (menu.data?.list ?? []).filter(
        (game) => game.prizeMode === null || prizeModes.includes(game.prizeMode),
      ),
    [menu.data, prizeModes],
  );
  const notOffered = list.length === 0 && (menu.data?.list.length ?? 0) > 0;
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');

  const regionsShown = regions ? vnRegions.filter((r) => list.some((game) => game.region === r)) : [];
  const codeRegion = list.find((game) => game.gameCode === gameCode)?.region ?? null;
  const region = regions ? (params.get('region') ?? codeRegion ?? regionsShown[0] ?? null) : null;
  const game = pickLotteryGame(
    regions ? list.filter((g) => !region || g.region === region) : list,
    gameCode,
    region,
  );
  // GameFrame launches by the target's content, so a fresh object each render launches nothing new.
  const target = game ? lotteryTarget(area, game, game.gameCode === gameCode ? playType : null) : null;

  const choose = (next: Record<string, string>) => setParams(next, { replace: true });

  if (menu.isLoading) {
    // The frame the game will play in, laid out as it will be (its bar, a row kept for the choices), so
    // nothing moves when the menu arrives: a visitor sees the login prompt at once, a member the spinner.
    return (
      <GameFrame target={null} title={t(titleKey)} onSetLimits={() => openMemberCentre('responsibleGaming')}>
        <div className="pf-game__choices pf-game__choices--pending" />
      </GameFrame>
    );
  }
  if (menu.error || !game || !target) {
    return (
      <section className="pf-game" aria-labelledby="pf-lottery-title">
        <GameFrameStyles />
        <h1 id="pf-lottery-title" className="pf-game__title">
          {t(titleKey)}
        </h1>
        {menu.error ? (
          <EmptyState
            title={t('play_lottery_menu_error')}
            description={errorMessage(menu.error, t('err_unknown'))}
            action={
              <Button variant="secondary" onClick={() => void menu.refetch()}>
                {t('shell_retry')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t(notOffered ? 'play_lottery_not_offered' : 'play_lottery_empty')} />
        )}
      </section>
    );
  }

  const choices = regions ? list.filter((g) => g.region === region) : list;
  return (
    <GameFrame
      target={target}
      title={game.name || t(titleKey)}
      onSetLimits={() => openMemberCentre('responsibleGaming')}
    >
      <div className="pf-game__choices">
        {regions && regionsShown.length > 0 && (
          <div role="group" aria-label={t('play_region')}>
            {regionsShown.map((r) => (
              <Button
                key={r}
                size="sm"
                variant={r === region ? 'primary' : 'secondary'}
                aria-pressed={r === region}
                onClick={() => {
                  const first = list.find((g) => g.region === r);
                  choose(first ? { region: r, gameCode: first.gameCode } : { region: r });
                }}
              >
                {t(`play_region_${r}`)}
              </Button>
            ))}
          </div>
        )}
        {choices.length > 1 && (
          <div role="group" aria-label={t('play_lottery_games')}>
            {choices.map((g) => (
              <Button
                key={g.gameCode}
                size="sm"
                variant={g.gameCode === game.gameCode ? 'primary' : 'ghost'}
                aria-pressed={g.gameCode === game.gameCode}
                onClick={() =>
                  choose(
                    regions && g.region
                      ? { region: g.region, gameCode: g.gameCode }
                      : { gameCode: g.gameCode },
                  )
                }
              >
                {g.name}
              </Button>
            ))}
          </div>
        )}
      </div>
    </GameFrame>
  );
}
