import { useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { languageSet } from '@playfront/api-client';
import {
  BrandRuntimeProvider,
  useBrand,
  useGetPermissionQuery,
  useGetSystemStatusQuery,
} from '@playfront/brand-config';
import { changeLanguage, resolveLanguage } from '@playfront/i18n';
import { Button, EmptyState, Spinner } from '@playfront/ui-kit';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { RegionPage } from '../pages/system/region-page';
import { gtagIdSet } from './analytics-slice';
import { prerenderedShellShown, removePrerenderedShell } from './prerendered-shell';

export interface StartupProps {
  /** The site host sent with the permission call (location.host). */
  host: string;
  /**
   * The language the visitor chose before (`lang` storage); null for a first visit, which gets the brand's
   * default. Left out, the language the app started in is kept when the brand offers it.
   */
  storedLanguage?: string | null;
  /** The portal, shown for status 0. */
  children: ReactNode;
}

function Centred({ children }: { children: ReactNode }) {
  return <div className="pf-startup">{children}</div>;
}

/**
 * Once the brand's configuration is known, shows the language to use: the visitor's own when the brand
 * offers it, else the brand's default (an EN-only brand shows English to a visitor who chose Thai before).
 * Runs once; the language list switches afterwards.
 */
function BrandLanguage({
  storedLanguage,
  children,
}: {
  storedLanguage: string | null | undefined;
  children: ReactNode;
}) {
  const { languages, defaultLanguage } = useBrand();
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const wanted = storedLanguage === undefined ? i18n.language : storedLanguage;
  const [target] = useState(() => resolveLanguage(wanted, languages, defaultLanguage));
  const [ready, setReady] = useState(i18n.language === target);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void changeLanguage(i18n, target)
      .then(() => dispatch(languageSet(target)))
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [dispatch, i18n, ready, target]);
  return ready ? <>{children}</> : null;
}

/**
 * Start-up (spec §2, §4): fetches permission info and the system status, then shows the portal (0), the
 * maintenance page (1) or the region page with the visitor's IP and country (2); any other value shows
 * nothing. The portal waits for the permission reply too: it carries the brand's configuration (languages,
 * loginedToHomePage …), which must be known before the first page is chosen; when it cannot be read the
 * built-in brand applies.
 */
export function Startup({ host, storedLanguage, children }: StartupProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const status = useGetSystemStatusQuery();
  const permission = useGetPermissionQuery(host);
  const gtagId = permission.data?.gtagId ?? null;
  useEffect(() => {
    dispatch(gtagIdSet(gtagId));
  }, [dispatch, gtagId]);
  // The prerendered landing page stays on screen until the status is known, then the app replaces it
  // before the next paint.
  const loading = status.isLoading || (status.data === 0 && permission.isLoading);
  useLayoutEffect(() => {
    if (!loading) removePrerenderedShell();
  }, [loading]);

  if (loading) {
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
      return (
        <BrandRuntimeProvider host={host}>
          <BrandLanguage storedLanguage={storedLanguage}>{children}</BrandLanguage>
        </BrandRuntimeProvider>
      );
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
