import { LotteryView, prefetchLotteryMenu } from './lottery-view';

export const prefetch = prefetchLotteryMenu('LOTT');

/** /lottery (spec §2, header only): the LOTT lottery lobby; ?gameCode=&playType= pick the game. */
export function LotteryPage() {
  return <LotteryView area="LOTT" titleKey="shell_page_lottery" />;
}

export default LotteryPage;
