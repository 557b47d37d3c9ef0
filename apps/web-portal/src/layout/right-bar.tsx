import { useTranslation } from 'react-i18next';
import { RightBarPlaceholder } from './right-bar-placeholder';
import { platformLabelKeys, useResources } from './resources';

/** Side-bar QR size (spec §9). */
const QR_SIZE = 125;

/**
 * The right bar (spec §2): QR codes for customer service and the apps, only for resources the operator has
 * configured; nothing at all without them. The codes are images the server draws (qrCodeUrl), cached by
 * the browser; nothing is encoded on the device.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { apps, service, loading } = useResources();
  // Keep the column while the resources load, so the page beside it does not narrow later (CLS).
  if (loading) return <RightBarPlaceholder />;
  if (!service && apps.length === 0) return null;
  const codes = [
    ...(service
      ? [{ key: 'CUSTOMER_SERVICE', label: t('shell_customer_service'), image: service.qrCodeUrl }]
      : []),
    ...apps.map((app) => ({
      key: app.resourceType,
      label: t(platformLabelKeys[app.resourceType]),
      image: app.qrCodeUrl,
    })),
  ];
  return (
    <aside className="pf-rightbar" aria-label={t('shell_scan_qr')}>
      <h2 className="pf-rightbar__title">{t('shell_scan_qr')}</h2>
      <ul className="pf-rightbar__list">
        {codes.map((code) => (
          <li key={code.key} className="pf-rightbar__item">
            <img
              className="pf-rightbar__qr"
              src={code.image}
              width={QR_SIZE}
              height={QR_SIZE}
              loading="lazy"
              decoding="async"
              alt={t('shell_qr_for', { name: code.label })}
            />
            <span className="pf-rightbar__label">{code.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
