import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGetHelpCenterQuery } from '@playfront/brand-config';
import { Button, EmptyState, Spinner } from '@playfront/ui-kit';
import { ContentStyles } from '../content-styles';
import { SafeHtml } from '../safe-html';

export interface HelpCentreProps {
  /** Heading level of the page title: the /help page has the portal around it, /helpmc shows only this. */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The help centre (spec §2 /help, /helpmc): categories and their articles from GET /wps/system/helpCenter.
 * The category and open article live in the URL (`?category=terms&article=3`), so the footer and the
 * registration form can link straight to an article.
 */
export function HelpCentre({ headingLevel = 1, className }: HelpCentreProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, refetch } = useGetHelpCenterQuery();
  const navId = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';

  const body = (() => {
    if (isLoading) return <Spinner />;
    if (isError)
      return (
        <EmptyState
          title={t('shell_help_error')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('shell_retry')}
            </Button>
          }
        />
      );
    if (!data || data.length === 0) return <EmptyState title={t('shell_help_empty')} />;
    const category = data.find((c) => c.code === params.get('category')) ?? data[0];
    const openArticle = Number(params.get('article'));
    return (
      <div className="pf-help__layout">
        <nav className="pf-help__nav" aria-labelledby={navId}>
          <Sub id={navId} className="pf-help__nav-title">
            {t('shell_help_categories')}
          </Sub>
          <ul>
            {data.map((c) => (
              <li key={c.id}>
                <Link
                  to={`?category=${encodeURIComponent(c.code)}`}
                  className="pf-help__category"
                  aria-current={c.id === category.id ? 'page' : undefined}
                  preventScrollReset
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="pf-help__articles" aria-label={category.title}>
          <Sub className="pf-help__category-title">{category.title}</Sub>
          <ul className="pf-help__article-list">
            {category.articles.map((article) => {
              const expanded = article.id === openArticle;
              const panelId = `pf-help-article-${article.id}`;
              return (
                <li key={article.id} className="pf-help__article">
                  <button
                    type="button"
                    className="pf-help__article-toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => {
                      const next = new URLSearchParams(params);
                      next.set('category', category.code);
                      if (expanded) next.delete('article');
                      else next.set('article', String(article.id));
                      setParams(next, { replace: true, preventScrollReset: true });
                    }}
                  >
                    <span>{article.title}</span>
                    <span className="pf-help__chevron" aria-hidden="true" />
                  </button>
                  <div id={panelId} hidden={!expanded} className="pf-help__article-body">
                    {expanded && <SafeHtml className="pf-rich-text" html={article.content} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    );
  })();

  return (
    <div className={['pf-help', className].filter(Boolean).join(' ')}>
      <ContentStyles />
      <div className="pf-help__header">
        <Heading className="pf-help__title">{t('shell_help_title')}</Heading>
        <p className="pf-help__lead">{t('shell_help_lead')}</p>
      </div>
      {body}
    </div>
  );
}
