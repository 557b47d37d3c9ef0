// Test and story entry of @playfront/wallet (`@playfront/wallet/testing`): MSW handlers of the balance, the
// consolidated funds and the merchant wallet, shared by the wallet's (and the member centre's) specs and
// stories. A value given as a function is read at each request (for specs whose balance changes).
import { http, HttpResponse } from 'msw';

type Value = string | (() => string);
const read = (value: Value) => (typeof value === 'function' ? value() : value);
const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** GET /wps/v2/wallets/balance: `main` in the main wallet, `sum` over all wallets (PHP, symbol P). */
export const balanceHandler = (
  { main = '100000', sum = main }: { main?: Value; sum?: Value } = {},
  onRequest?: () => void,
) =>
  http.get('*/wps/v2/wallets/balance', () => {
    onRequest?.();
    return ok({ sumBalance: read(sum), mainBalance: read(main), currency: 'PHP', currencySymbol: 'P' });
  });

/** GET /wps/member/info/funds/consolidated: the main wallet and the PG Soft game wallet. */
export const fundsHandler = ({ main = '100000', game = '0' }: { main?: Value; game?: Value } = {}) =>
  http.get('*/wps/member/info/funds/consolidated', () => {
    const [m, g] = [read(main), read(game)];
    return ok({
      currency: 'PHP',
      currencySymbol: 'P',
      sumBalance: String(BigInt(m) + BigInt(g)),
      wallets: [
        { wallet: 'MAIN', vassalage: null, displayName: 'Main', gameCategory: null, balance: m },
        { wallet: 'PG', vassalage: 'PG', displayName: 'PG Soft', gameCategory: 'RNG', balance: g },
      ],
    });
  });

/** GET /wps/relay/GCS_merchantWallet: one transfer-mode game wallet (PG Soft), manual transfers. */
export const merchantWalletHandler = () =>
  http.get('*/wps/relay/GCS_merchantWallet', () =>
    ok({
      isSingle: true,
      transferMode: 'MANUAL',
      currency: 'PHP',
      wallets: [
        {
          wallet: 'PG',
          vassalage: 'PG',
          displayName: 'PG Soft',
          gameCategory: 'RNG',
          walletMode: 'TRANSFER',
        },
      ],
    }),
  );
