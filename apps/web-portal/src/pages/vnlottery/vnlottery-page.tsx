import { LotteryView } from '../lottery/lottery-view';

/** /vnlottery (spec §2, header only): the Vietnamese lottery with its north / central / south switch. */
export function VnLotteryPage() {
  return <LotteryView area="VN" titleKey="shell_page_vnlottery" regions />;
}

export default VnLotteryPage;
