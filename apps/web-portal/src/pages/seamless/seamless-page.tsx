import { useBrand } from '@playfront/brand-config';
import { SeamlessLobby, VassalagePopupHost } from '@playfront/game-launch';

/**
 * The 'seamless' page group: /seamless (header only), the lobby of the vendors that play on the seamless
 * wallet with the member's balance kept live (see docs/architecture.md).
 */
export default function SeamlessPage() {
  const brand = useBrand();
  return (
    <>
      <SeamlessLobby currencySymbol={brand.currencySymbol} />
      <VassalagePopupHost />
    </>
  );
}
