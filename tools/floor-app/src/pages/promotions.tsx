import { useTranslation } from 'react-i18next';
import { ItemList } from '../item-list';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="floor-title">
      <h1 id="floor-title">{t('promotions_title')}</h1>
      <ItemList list="promotions" pictures="banner" />
    </section>
  );
}
