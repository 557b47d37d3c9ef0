import { useTranslation } from 'react-i18next';
import { useBrand } from '@playfront/brand-config';
import { EmptyState, QrCode, Spinner } from '@playfront/ui-kit';
import { DownloadIcon } from '../../layout/icons';
import { platformLabelKeys, usePermission, useResources } from '../../layout/resources';
import type { AppPlatform } from '../../layout/resources';

const guideSteps: Record<AppPlatform, string[]> = {
  IOS: ['shell_guide_ios_1', 'shell_guide_ios_2', 'shell_guide_ios_3'],
  IOS_LITE: ['shell_guide_ios_lite_1', 'shell_guide_ios_lite_2', 'shell_guide_ios_lite_3'],
  ANDROID: ['shell_guide_android_1', 'shell_guide_android_2', 'shell_guide_android_3'],
};

/** /down and /download: the brand's apps with QR codes, download links and install guides. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isLoading } = usePermission();
  const { apps } = useResources();
  return (
    <section className="pf-page" aria-labelledby="pf-download-title">
      <h1 id="pf-download-title" className="pf-page__title">
        {t('shell_download_title', { brand: brand.name })}
      </h1>
      <p className="pf-page__lead">{t('shell_download_lead')}</p>
      {isLoading ? (
        <Spinner />
      ) : apps.length === 0 ? (
        <EmptyState title={t('shell_download_none')} />
      ) : (
        <ul className="pf-download">
          {apps.map((app) => {
            const name = t(platformLabelKeys[app.resourceType]);
            return (
              <li key={app.resourceType} className="pf-download__card pf-card">
                <h2 className="pf-download__name">{name}</h2>
                <QrCode value={app.url} size={160} margin={10} label={t('shell_qr_for', { name })} />
                <a className="pf-download__link" href={app.url} rel="noopener noreferrer">
                  <DownloadIcon />
                  <span>{t('shell_download_for', { name })}</span>
                </a>
                <h3 className="pf-download__guide-title">{t('shell_install_guide')}</h3>
                <ol className="pf-download__steps">
                  {guideSteps[app.resourceType].map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
