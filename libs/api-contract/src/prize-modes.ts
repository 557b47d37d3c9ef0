/**
 * The brand's prize modes (spec §1: Lott, ZY, Elott and SEA): the lottery products it offers. The reading
 * taken (docs/games.md): Lott the lottery games (game type LOTT), Elott the e-lottery games (ELOTT), SEA the
 * SEA lottery (account type TCG_SEA), ZY the VN lottery (TCG_LOTTO_VN). Plain functions, so the server and the
 * portal decide with the same ones.
 */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** The prize mode of the lottery vendor whose account type is `vassalage`: SEA, ZY, or null for any other. */
export function vendorPrizeMode(vassalage: string): PrizeMode | null {
  return vassalage === 'TCG_SEA' ? 'SEA' : vassalage === 'TCG_LOTTO_VN' ? 'ZY' : null;
}

/** The prize mode a game plays in, from its account type and game type; null for a game that is no lottery. */
export function lotteryPrizeMode(game: { accountTypeName: string; gameType: string }): PrizeMode | null {
  return (
    vendorPrizeMode(game.accountTypeName) ??
    (game.gameType === 'ELOTT' ? 'Elott' : game.gameType === 'LOTT' ? 'Lott' : null)
  );
}

/** Whether a brand offering `prizeModes` offers the game: any game that is no lottery, a lottery of those. */
export function isGameOffered(
  game: { accountTypeName: string; gameType: string },
  prizeModes: readonly string[],
): boolean {
  const mode = lotteryPrizeMode(game);
  return mode === null || prizeModes.includes(mode);
}
