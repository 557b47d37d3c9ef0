import { CategoryLobby, VassalagePopupHost } from '@playfront/game-launch';

/** /live: the LIVE lobby (vendors as tabs, their games, the rebate point). */
export default function LivePage() {
  return (
    <>
      <CategoryLobby category="LIVE" search />
      <VassalagePopupHost />
    </>
  );
}
