import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@playfront/ui-kit';
import { AlertIcon } from '../layout/icons';
import { ChunkErrorView } from './chunk-error-view';
import { ChunkLoadError } from './chunk-load';

/** Last-resort error view: a chunk failure gets its retry, anything else a reload. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

interface RouteErrorBoundaryState {
  error: unknown;
}

/** Catches what no page caught, so a player never meets a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled page error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
