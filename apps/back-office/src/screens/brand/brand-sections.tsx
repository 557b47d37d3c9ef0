import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../app/use-operator';

/**
 * The brand screens' sections: status and setting, (with the setting or flags areas) sign-up and security,
 * and (with the setting area) support and app downloads.
 */
export function BrandSections() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  if (!canRead('setting') && !canRead('whitelabel')) return null;
  return (
    <nav className="bo-subnav" aria-label={t('bo_brand_sections')}>
      <NavLink end to="/brand" className="bo-subnav__link">
        {t('bo_brand_section_status')}
      </NavLink>
      <NavLink to="/brand/security" className="bo-subnav__link">
        {t('bo_brand_section_security')}
      </NavLink>
      {canRead('setting') && (
        <NavLink to="/brand/resources" className="bo-subnav__link">
          {t('bo_brand_section_resources')}
        </NavLink>
      )}
    </nav>
  );
}
