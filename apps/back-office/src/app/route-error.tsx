import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@playfront/ui-kit';

/**
 * A screen whose code could not be loaded (a new version was deployed, the network dropped) or that
 * failed: the operator reloads the page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="bo-center">
      <h1 className="bo-screen__title">{notFound ? t('bo_not_found_title') : t('err_chunk_load')}</h1>
      {!notFound && <Notice>{t('bo_reload_hint')}</Notice>}
      <Button onClick={() => window.location.reload()}>{t('bo_reload')}</Button>
    </main>
  );
}

/** An address of no screen. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="bo-screen">
      <h1 className="bo-screen__title">{t('bo_not_found_title')}</h1>
      <p>{t('bo_not_found_text')}</p>
    </div>
  );
}
