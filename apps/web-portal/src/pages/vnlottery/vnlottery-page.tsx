import { LotteryView, prefetchLotteryMenu } from '../lottery/lottery-view';

export const prefetch = prefetchLotteryMenu('VN');

/** /vnlottery (spec §2, header only): the Vietnamese lottery with its north / central / south switch. */
export function VnLotteryPage() {
  return <LotteryView area="VN" titleKey="shell_page_vnlottery" regions />;
}

export default VnLotteryPage;
