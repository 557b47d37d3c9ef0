import { useTranslation } from 'react-i18next';
import { ItemList } from '../item-list';

export default function LotteryPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="floor-title">
      <h1 id="floor-title">{t('lottery_title')}</h1>
      <ItemList list="lottery" />
    </section>
  );
}
