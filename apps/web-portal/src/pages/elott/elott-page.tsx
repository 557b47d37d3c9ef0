import { LotteryLanes, VassalagePopupHost } from '@playfront/game-launch';

/** /elott: one lane per lottery vendor; a game opens /lottery, /vnlottery or /seaLottery (spec §4). */
export default function ElottPage() {
  return (
    <>
      <LotteryLanes />
      <VassalagePopupHost />
    </>
  );
}
