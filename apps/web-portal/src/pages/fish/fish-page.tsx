import { CategoryLobby, VassalagePopupHost } from '@playfront/game-launch';

/** /fish: the FISH lobby (vendors as tabs, their games, the rebate point). */
export default function FishPage() {
  return (
    <>
      <CategoryLobby category="FISH" search />
      <VassalagePopupHost />
    </>
  );
}
