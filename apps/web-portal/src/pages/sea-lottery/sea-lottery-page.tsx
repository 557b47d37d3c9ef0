import { LotteryView, prefetchLotteryMenu } from '../lottery/lottery-view';

export const prefetch = prefetchLotteryMenu('SEA');

/** /seaLottery (spec §2, header only): the Southeast Asia lottery. */
export function SeaLotteryPage() {
  return <LotteryView area="SEA" titleKey="shell_page_sea_lottery" />;
}

export default SeaLotteryPage;
