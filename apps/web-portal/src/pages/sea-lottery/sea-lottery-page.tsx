import { LotteryView } from '../lottery/lottery-view';

/** /seaLottery (spec §2, header only): the Southeast Asia lottery. */
export function SeaLotteryPage() {
  return <LotteryView area="SEA" titleKey="shell_page_sea_lottery" />;
}

export default SeaLotteryPage;
