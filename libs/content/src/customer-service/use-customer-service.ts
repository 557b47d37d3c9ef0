import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeCustomerServicePath } from '@playfront/api-contract';
import type { CustomerService } from '@playfront/api-contract';
import { systemApi, useBrand } from '@playfront/brand-config';
import { useToast } from '@playfront/ui-kit';

/** Size of the customer-service window (spec §9). */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 500 } as const;

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

export interface UseCustomerServiceResult {
  /** Opens the chat in a 440x500 window; resolves false (and closes the window) when the call fails. */
  open: () => Promise<boolean>;
  /** True while the address is being fetched. */
  isOpening: boolean;
}

/**
 * Opens customer service (spec §6, §8). The window is opened at once, inside the click, so popup blockers
 * allow it; the address is fetched and decoded afterwards, and a failed call closes that window again.
 */
export function useCustomerService(rankLevel?: number): UseCustomerServiceResult {
  const { t } = useTranslation();
  const toast = useToast();
  const { chatHeaderColor } = useBrand();
  const [trigger] = systemApi.endpoints.getCustomerService.useLazyQuery();
  const [isOpening, setOpening] = useState(false);

  const open = useCallback(async () => {
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    const popup = window.open('', 'pf-customer-service', `width=${width},height=${height}`);
    setOpening(true);
    try {
      const service = await trigger(undefined, true).unwrap();
      const picked = pickCustomerServiceUrl(service, rankLevel);
      if (!picked) throw new Error('no customer-service address');
      const url = withChatHeaderColor(picked, chatHeaderColor);
      if (popup && !popup.closed) {
        popup.opener = null;
        popup.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
      return true;
    } catch {
      popup?.close();
      toast.show({ kind: 'error', message: t('shell_customer_service_error') });
      return false;
    } finally {
      setOpening(false);
    }
  }, [chatHeaderColor, rankLevel, t, toast, trigger]);

  return { open, isOpening };
}
