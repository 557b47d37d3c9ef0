import { CategoryLobby, PvpRooms, VassalagePopupHost } from '@playfront/game-launch';

/** /pvp: the card tables to join, then the card-game lobby. */
export default function PvpPage() {
  return (
    <>
      <CategoryLobby category="PVP" />
      <PvpRooms />
      <VassalagePopupHost />
    </>
  );
}
