import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@playfront/ui-kit';
import { AlertIcon } from '../layout/icons';
import type { ChunkLoadError } from './chunk-load';

export interface ChunkErrorViewProps {
  error: ChunkLoadError;
  onRetry: () => void;
}

const messageKeys = {
  missing: 'shell_chunk_missing',
  timeout: 'err_timeout',
  error: 'err_chunk_load',
} as const;

/** What the player sees when a page chunk fails: why, and a retry (never a blank page). */
export function ChunkErrorView({ error, onRetry }: ChunkErrorViewProps) {
  const { t } = useTranslation();
  return (
    <div className="pf-chunk-error" role="alert" data-chunk-error={error.type}>
      <EmptyState
        icon={<AlertIcon />}
        title={t(messageKeys[error.type])}
        description={t(error.asset === 'style' ? 'shell_chunk_style_hint' : 'shell_chunk_hint')}
        action={<Button onClick={onRetry}>{t('shell_retry')}</Button>}
      />
    </div>
  );
}
