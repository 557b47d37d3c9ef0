import { decodeCustomerServicePath } from '@playfront/api-contract';
import type { CustomerService } from '@playfront/api-contract';

/** Members above this VIP rank get the VIP channel (spec §6). */
export const VIP_CHANNEL_MIN_RANK = 5;

/** The live-chat address for a member of this rank: VIP above rank 4, live chat otherwise. */
export function pickCustomerServiceUrl(service: CustomerService, rankLevel = 0): string | null {
  const paths = service.version.pathList;
  const wanted = rankLevel >= VIP_CHANNEL_MIN_RANK ? 'VIP' : 'LIVECHAT';
  const entry = paths.find((p) => p.type === wanted) ?? paths.find((p) => p.type === 'LIVECHAT');
  if (!entry) return null;
  const url = decodeCustomerServicePath(entry.path);
  // The decoded text comes from the network: only ever navigate to a web address.
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The chat address with the brand's chat header colour (spec §1, a brand setting): the chat service draws
 * the header of its window in it (`headerColor`, #rrggbb).
 */
export function withChatHeaderColor(url: string, color: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}headerColor=${encodeURIComponent(color)}`;
}
