import { useTranslation } from 'react-i18next';
import { ItemList } from '../item-list';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="floor-title">
      <h1 id="floor-title">{t('home_title')}</h1>
      <p className="floor-intro">{t('home_intro')}</p>
      <h2>{t('home_games')}</h2>
      <ItemList list="home" pictures="tile" headingLevel={3} />
    </section>
  );
}
