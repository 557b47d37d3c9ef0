import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  useGetDomainRoutesQuery,
  useGetPermissionQuery,
  useGetSystemStatusQuery,
} from '@playfront/brand-config';
import { Button, EmptyState, Spinner } from '@playfront/ui-kit';
import { InvalidUrlPage } from '../pages/system/invalid-url-page';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { RegionPage } from '../pages/system/region-page';
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

/**
 * Start-up (spec §2, §4): fetches permission info and the system status, then shows the portal (0), the
 * maintenance page (1) or the region page with the visitor's IP and country (2); any other value shows
 * nothing. With status 0 the domain routes (spec §7, §8) tell whether this host is one of the brand's
 * addresses: on another one the visitor is told the URL is invalid (if the routes cannot be read, the
 * portal shows: a failed check never locks players out).
 */
export function Startup({ host, children }: StartupProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const status = useGetSystemStatusQuery();
  const permission = useGetPermissionQuery(host);
  const domains = useGetDomainRoutesQuery();
  const gtagId = permission.data?.gtagId ?? null;
  useEffect(() => {
    dispatch(gtagIdSet(gtagId));
  }, [dispatch, gtagId]);
  // The prerendered landing page stays on screen until the status is known, then the app replaces it
  // before the next paint.
  useLayoutEffect(() => {
    if (!status.isLoading && !domains.isLoading) removePrerenderedShell();
  }, [status.isLoading, domains.isLoading]);

  if (status.isLoading || domains.isLoading) {
    if (prerenderedShellShown()) return null;
    return (
      <Centred>
        <Spinner size="lg" />
      </Centred>
    );
  }
  if (status.isError) {
    return (
      <Centred>
        <EmptyState
          title={t('err_network')}
          action={<Button onClick={() => void status.refetch()}>{t('shell_retry')}</Button>}
        />
      </Centred>
    );
  }
  switch (status.data) {
    case 0:
      if (domains.data && !isKnownHost(domains.data, host)) return <InvalidUrlPage host={host} />;
      return <>{children}</>;
    case 1:
      return <MaintenancePage message={permission.data?.maintenance.message} />;
    case 2:
      if (permission.isLoading) {
        return (
          <Centred>
            <Spinner size="lg" />
          </Centred>
        );
      }
      return <RegionPage ip={permission.data?.location.ip} country={permission.data?.location.country} />;
    default:
      return null;
  }
}
