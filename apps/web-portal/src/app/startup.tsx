import { Suspense, lazy, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  useGetDomainRoutesQuery,
  useGetPermissionQuery,
  useGetSystemStatusQuery,
} from '@playfront/brand-config';
import { Button, EmptyState, Spinner } from '@playfront/ui-kit';
import { useCustomerService } from '@playfront/content';
import { ChatIcon } from '../layout/icons';
import { gtagIdSet } from './analytics-slice';
import { isKnownHost } from './domain-check';
import { prerenderedShellShown, removePrerenderedShell } from './prerendered-shell';

export interface StartupProps {
  /** The site host sent with the permission call (location.host). */
  host: string;
  /** The portal, shown for status 0. */
  children: ReactNode;
  /**
   * Settles once the page's chunk is in (or has failed): a prerendered page stays on screen until then, so
   * the app replaces it with the page itself, never with the page's loading spinner.
   */
  pageReady?: Promise<unknown>;
}

function Centred({ children }: { children: ReactNode }) {
  return <div className="pf-startup">{children}</div>;
}

const spinner = (
  <Centred>
    <Spinner size="lg" />
  </Centred>
);

/** The network failed: a retry button. */
function NetworkError({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Centred>
      <EmptyState
        title={t('err_network')}
        action={<Button onClick={() => void retry()}>{t('shell_retry')}</Button>}
      />
    </Centred>
  );
}
/** A system page whose chunk cannot load: retrying reloads the portal. */
const chunkFailed = () => ({ default: () => <NetworkError retry={() => window.location.reload()} /> });

/** Contact us on the maintenance page: customer service stays reachable (spec §8). */
function ContactUs() {
  const { t } = useTranslation();
  const { open, isOpening } = useCustomerService();
  return (
    <Button startIcon={<ChatIcon />} loading={isOpening} onClick={() => void open()}>
      {t('contact_us')}
    </Button>
  );
}

// The maintenance, region and invalid-URL pages are rare: they load when shown, not with the portal.
const SystemPage = lazy(() =>
  import('../pages/system/system-page').then((m) => ({ default: m.SystemPage }), chunkFailed),
);

/**
 * Start-up (spec §2, §4): fetches permission info and the system status, then shows the portal (0), the
 * maintenance page (1) or the region page with the visitor's IP and country (2); any other value shows
 * nothing. The brand's configuration of the permission reply is laid over the built-in brand before the
 * first render (boot.tsx). With status 0 the domain routes (spec §7, §8) tell whether this host is one of the
 * brand's addresses: on another one the visitor is told the URL is invalid (if the routes cannot be read,
 * the portal shows: a failed check never locks players out).
 */
export function Startup({ host, children, pageReady }: StartupProps) {
  const dispatch = useDispatch();
  const status = useGetSystemStatusQuery();
  const permission = useGetPermissionQuery(host);
  const domains = useGetDomainRoutesQuery();
  const gtagId = permission.data?.gtagId ?? null;
  useEffect(() => {
    dispatch(gtagIdSet(gtagId));
  }, [dispatch, gtagId]);
  // The prerendered page stays on screen until the status is known and the page's chunk is in, then the
  // app replaces it before the next paint. The replies land as store updates, which React would render at once in one
  // long task (the whole portal); as a deferred value the end of loading renders in slices, leaving the
  // browser free to answer input between them, while the prerendered page stays on screen.
  const [pageIn, setPageIn] = useState(!pageReady);
  useEffect(() => {
    let live = true;
    const settled = () => live && setPageIn(true);
    void pageReady?.then(settled, settled);
    return () => {
      live = false;
    };
  }, [pageReady]);
  const loading = useDeferredValue(
    status.isLoading || domains.isLoading || (!pageIn && prerenderedShellShown()),
  );
  useLayoutEffect(() => {
    if (!loading) removePrerenderedShell();
  }, [loading]);

  if (loading) return prerenderedShellShown() ? null : spinner;
  if (status.isError) return <NetworkError retry={status.refetch} />;
  const kind =
    status.data === 1
      ? 'maintenance'
      : status.data === 2
        ? 'region'
        : status.data === 0 && domains.data && !isKnownHost(domains.data, host)
          ? 'invalid-url'
          : null;
  // The region page shows the visitor's IP and country of the permission reply: wait for it.
  if (kind === 'region' && permission.isLoading) return spinner;
  if (kind) {
    return (
      <Suspense fallback={spinner}>
        <SystemPage kind={kind} host={host} contact={<ContactUs />} />
      </Suspense>
    );
  }
  return status.data === 0 ? <>{children}</> : null;
}
