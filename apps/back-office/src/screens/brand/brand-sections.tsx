import { useTranslation } from 'react-i18next';
import { useOperator } from '../../app/use-operator';
import { SubNav } from '../../components/sub-nav';

/**
 * The brand screens' sections: status and setting, (with the setting or flags areas) sign-up and security,
 * and (with the setting area) support and app downloads, and player protection.
 */
export function BrandSections() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  if (!canRead('setting') && !canRead('whitelabel')) return null;
  return (
    <SubNav
      label={t('bo_brand_sections')}
      links={[
        { to: '/brand', end: true, label: t('bo_brand_section_status') },
        { to: '/brand/security', label: t('bo_brand_section_security') },
        ...(canRead('setting')
          ? [
              { to: '/brand/resources', label: t('bo_brand_section_resources') },
              { to: '/brand/protection', label: t('bo_brand_section_protection') },
            ]
          : []),
      ]}
    />
  );
}
