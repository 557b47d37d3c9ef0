import { encodeCustomerServicePath } from '@playfront/api-contract';
import type { CustomerService } from '@playfront/api-contract';
import { pickCustomerServiceUrl, VIP_CHANNEL_MIN_RANK, withChatHeaderColor } from './pick-url';

const KEY = 'k3y5abcd';
const service = (paths: Array<{ type: string; url: string }>): CustomerService =>
  ({
    version: {
      pathList: paths.map(({ type, url }) => ({ type, path: encodeCustomerServicePath(url, KEY) })),
    },
  }) as CustomerService;
const both = service([
  { type: 'LIVECHAT', url: 'https://chat.example/live' },
  { type: 'VIP', url: 'https://chat.example/vip' },
]);

describe('pickCustomerServiceUrl (spec §6: rank above 4 is the VIP channel)', () => {
  it('sends ranks 1 to 4 (and no rank) to live chat, 5 and above to the VIP channel', () => {
    expect(VIP_CHANNEL_MIN_RANK).toBe(5);
    expect(pickCustomerServiceUrl(both)).toBe('https://chat.example/live');
    for (const rank of [0, 1, 2, 3, 4])
      expect(pickCustomerServiceUrl(both, rank)).toBe('https://chat.example/live');
    for (const rank of [5, 6, 10])
      expect(pickCustomerServiceUrl(both, rank)).toBe('https://chat.example/vip');
  });

  it('falls back to live chat when the brand has no VIP channel, and refuses an address that is not a web one', () => {
    expect(pickCustomerServiceUrl(service([{ type: 'LIVECHAT', url: 'https://chat.example/live' }]), 6)).toBe(
      'https://chat.example/live',
    );
    expect(pickCustomerServiceUrl(service([{ type: 'VIP', url: 'javascript:alert(1)' }]), 6)).toBeNull();
    expect(pickCustomerServiceUrl(service([]), 6)).toBeNull();
  });
});

describe('withChatHeaderColor (the brand setting chatHeaderColor)', () => {
  it('tells the chat service the header colour, keeping the address and its own parameters', () => {
    expect(withChatHeaderColor('https://chat.example/live?brand=PLAYFRONT', '#c0392b')).toBe(
      'https://chat.example/live?brand=PLAYFRONT&headerColor=%23c0392b',
    );
  });
});
