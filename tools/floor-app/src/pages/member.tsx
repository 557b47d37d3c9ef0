import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '../api';
import { ItemList } from '../item-list';

/** The member centre: the signed-in member's account and recent records. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useMemberQuery();
  return (
    <section className="floor-member" aria-labelledby="floor-title">
      <h1 id="floor-title">{t('member_title')}</h1>
      {isLoading || !data ? (
        <p className="floor-loading">{t('loading')}</p>
      ) : (
        <dl className="floor-member__facts">
          <dt>{t('member_name')}</dt>
          <dd>{data.name}</dd>
          <dt>{t('member_balance')}</dt>
          <dd>{data.balance}</dd>
          <dt>{t('member_level')}</dt>
          <dd>{data.level}</dd>
        </dl>
      )}
      <h2>{t('member_records')}</h2>
      <ItemList list="records" headingLevel={3} />
    </section>
  );
}
