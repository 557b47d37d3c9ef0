import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, EmptyState } from '@playfront/ui-kit';
import { AlertIcon } from '../layout/icons';
import { ChunkErrorView } from './chunk-error-view';
import { ChunkLoadError } from './chunk-load';

/** Last-resort error boundary of the router: a chunk failure gets its retry, anything else a reload. */
export function RouteErrorView() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return <ChunkErrorView error={error} onRetry={() => window.location.reload()} />;
  }
  return (
    <div className="pf-chunk-error" role="alert">
      <EmptyState
        icon={<AlertIcon />}
        title={t('err_unknown')}
        action={<Button onClick={() => window.location.reload()}>{t('shell_reload')}</Button>}
      />
    </div>
  );
}
