import { useTranslation } from 'react-i18next';
import { QrCode } from '@playfront/ui-kit';
import { platformLabelKeys, useResources } from './resources';

/** Side-bar QR size (spec §9). */
const QR_SIZE = 125;

/**
 * The right bar (spec §2): QR codes for customer service and the apps, only for resources the operator has
 * configured; nothing at all without them.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { apps, service } = useResources();
  if (!service && apps.length === 0) return null;
  const codes = [
    ...(service ? [{ key: 'CUSTOMER_SERVICE', label: t('shell_customer_service'), url: service.url }] : []),
    ...apps.map((app) => ({
      key: app.resourceType,
      label: t(platformLabelKeys[app.resourceType]),
      url: app.url,
    })),
  ];
  return (
    <aside className="pf-rightbar" aria-label={t('shell_scan_qr')}>
      <h2 className="pf-rightbar__title">{t('shell_scan_qr')}</h2>
      <ul className="pf-rightbar__list">
        {codes.map((code) => (
          <li key={code.key} className="pf-rightbar__item">
            <QrCode
              value={code.url}
              size={QR_SIZE}
              margin={8}
              label={t('shell_qr_for', { name: code.label })}
            />
            <span className="pf-rightbar__label">{code.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
