import { useTranslation } from 'react-i18next';
import { ItemList } from '../item-list';

export default function RngPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="floor-title">
      <h1 id="floor-title">{t('rng_title')}</h1>
      <ItemList list="rng" pictures="tile" />
    </section>
  );
}
