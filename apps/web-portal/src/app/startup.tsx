import { Suspense, lazy, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  useGetDomainRoutesQuery,
  useGetPermissionQuery,
  useGetSystemStatusQuery,
} from '@playfront/brand-config';
import { Button, EmptyState, Spinner } from '@playfront/ui-kit';
import { gtagIdSet } from './analytics-slice';
import { isKnownHost } from './domain-check';
import { prerenderedShellShown, removePrerenderedShell } from './prerendered-shell';

export interface StartupProps {
  /** The site host sent with the permission call (location.host). */
  host: string;
  /** The portal, shown for status 0. */
  children: ReactNode;
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

// The maintenance, region and invalid-URL pages (and the maintenance page's contact button) are rare: they
// load when shown, not with the portal.
const SystemPage = lazy(() =>
  import('../pages/system/system-page').then((m) => ({ default: m.SystemPage }), chunkFailed),
);

type View = 'loading' | 'network-error' | 'maintenance' | 'region' | 'invalid-url' | 'portal' | 'none';

/**
 * Start-up (spec §2, §4): fetches permission info and the system status, then shows the portal (0), the
 * maintenance page (1) or the region page with the visitor's IP and country (2); any other value shows
 * nothing. The brand's configuration of the permission reply is laid over the built-in brand before the
 * first render (boot.tsx). With status 0 the domain routes (spec §7, §8) tell whether this host is one of the
 * brand's addresses: on another one the visitor is told the URL is invalid (if the routes cannot be read,
 * the portal shows: a failed check never locks players out).
 *
 * The replies arrive as store updates, which React renders at once and in one piece; the page they let in
 * (the whole portal) is therefore rendered as a deferred value: in slices that leave the browser free to
 * answer input between them, while the prerendered page stays on screen.
 */
export function Startup({ host, children }: StartupProps) {
  const dispatch = useDispatch();
  const status = useGetSystemStatusQuery();
  const permission = useGetPermissionQuery(host);
  const domains = useGetDomainRoutesQuery();
  const gtagId = permission.data?.gtagId ?? null;
  useEffect(() => {
    dispatch(gtagIdSet(gtagId));
  }, [dispatch, gtagId]);

  const decided: View =
    status.isLoading || domains.isLoading
      ? 'loading'
      : status.isError
        ? 'network-error'
        : status.data === 1
          ? 'maintenance'
          : status.data === 2
            ? // The region page shows the visitor's IP and country of the permission reply: wait for it.
              permission.isLoading
              ? 'loading'
              : 'region'
            : status.data === 0 && domains.data && !isKnownHost(domains.data, host)
              ? 'invalid-url'
              : status.data === 0
                ? 'portal'
                : 'none';
  const view = useDeferredValue(decided);
  // The prerendered landing page stays on screen until the status is known, then the app replaces it
  // in the same commit.
  const loading = view === 'loading';
  useLayoutEffect(() => {
    if (!loading) removePrerenderedShell();
  }, [loading]);

  switch (view) {
    case 'loading':
      return prerenderedShellShown() ? null : spinner;
    case 'network-error':
      return <NetworkError retry={status.refetch} />;
    case 'maintenance':
    case 'region':
    case 'invalid-url':
      return (
        <Suspense fallback={spinner}>
          <SystemPage kind={view} host={host} />
        </Suspense>
      );
    case 'portal':
      return <>{children}</>;
    default:
      return null;
  }
}
