import { useTranslation } from 'react-i18next';
import { useItemsQuery } from './api';

/** A list fetched from the floor's JSON endpoint: a grid of pictures (games, banners) or plain rows. */
export function ItemList({
  list,
  pictures,
  headingLevel = 2,
}: {
  list: string;
  pictures?: 'tile' | 'banner';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation();
  const { data, isLoading, isError } = useItemsQuery(list);
  if (isLoading) return <p className="floor-loading">{t('loading')}</p>;
  if (isError || !data) return <p role="alert">{t('failed')}</p>;
  const [width, height] = pictures === 'banner' ? [640, 240] : [240, 180];
  return (
    <>
      <p className="floor-count">{t('items_count', { count: data.length })}</p>
      <ul className={pictures ? `floor-grid floor-grid--${pictures}` : 'floor-list'}>
        {data.map((item, index) => (
          <li key={item.id} className="floor-item">
            {pictures && item.image && (
              <img
                src={item.image}
                alt=""
                width={width}
                height={height}
                // The first row loads at once, the rest when scrolled near (as a lobby does).
                loading={index < 4 ? 'eager' : 'lazy'}
              />
            )}
            <Heading>{item.name}</Heading>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
