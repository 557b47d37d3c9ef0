import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi, useBrand } from '@playfront/brand-config';
import { useToast } from '@playfront/ui-kit';

/** Size of the customer-service window (spec §9). */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 500 } as const;

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
      // The address is decoded by a module loaded on the first click: it is not part of the first download.
      const { pickCustomerServiceUrl, withChatHeaderColor } = await import('./pick-url');
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
