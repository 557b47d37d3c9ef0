import type { ReactNode } from 'react';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { InvalidUrlPage } from './invalid-url-page';
import { MaintenancePage } from './maintenance-page';
import { RegionPage } from './region-page';

export interface SystemPageProps {
  /** What the visitor is told: maintenance (status 1), region restriction (status 2) or an unknown host. */
  kind: 'maintenance' | 'region' | 'invalid-url';
  /** The site host (location.host), as start-up sends it with the permission call. */
  host: string;
  /** The maintenance page's way to reach customer service (spec §8), from the shell. */
  contact: ReactNode;
}

/**
 * The pages a visitor sees instead of the portal (spec §2, §8). They are rare, so they load in a chunk of
 * their own when start-up needs one, not with the portal.
 */
export function SystemPage({ kind, host, contact }: SystemPageProps) {
  const permission = useGetPermissionQuery(host);
  if (kind === 'invalid-url') return <InvalidUrlPage host={host} />;
  if (kind === 'maintenance') {
    return <MaintenancePage message={permission.data?.maintenance.message} contact={contact} />;
  }
  return <RegionPage ip={permission.data?.location.ip} country={permission.data?.location.country} />;
}
