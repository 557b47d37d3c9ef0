import { useTranslation } from 'react-i18next';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { useCustomerService } from '@playfront/content';
import { Button } from '@playfront/ui-kit';
import { ChatIcon } from '../../layout/icons';
import { InvalidUrlPage } from './invalid-url-page';
import { MaintenancePage } from './maintenance-page';
import { RegionPage } from './region-page';

export interface SystemPageProps {
  /** What the visitor is told: maintenance (status 1), region restriction (status 2) or an unknown host. */
  kind: 'maintenance' | 'region' | 'invalid-url';
  /** The site host (location.host), as start-up sends it with the permission call. */
  host: string;
}

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

/**
 * The pages a visitor sees instead of the portal (spec §2, §8). They are rare, so they load in a chunk of
 * their own when start-up needs one, not with the portal.
 */
export function SystemPage({ kind, host }: SystemPageProps) {
  const permission = useGetPermissionQuery(host);
  if (kind === 'invalid-url') return <InvalidUrlPage host={host} />;
  if (kind === 'maintenance') {
    return <MaintenancePage message={permission.data?.maintenance.message} contact={<ContactUs />} />;
  }
  return <RegionPage ip={permission.data?.location.ip} country={permission.data?.location.country} />;
}
