import { useLocation } from 'react-router';
import { CategoryLobby, VassalagePopupHost } from '@playfront/game-launch';

/** The 'sports' page group: /sports (with ?page=DS88 for cockfighting) and /esports. */
export default function SportsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <CategoryLobby key={pathname} category={pathname === '/esports' ? 'ESPORTS' : 'SPORTS'} />
      <VassalagePopupHost />
    </>
  );
}
