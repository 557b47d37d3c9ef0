import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { AppDispatch } from '@playfront/api-client';
import { Spinner } from '@playfront/ui-kit';
import { ChunkErrorView } from './chunk-error-view';
import { loadChunk, toChunkLoadError } from './chunk-load';
import type { ChunkLoadError } from './chunk-load';

/** A page group's module: its page components are named (or default) exports. */
export type PageModule = Record<string, unknown>;

/** Where a page is opened: what its first calls depend on. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * A page module's optional `prefetch` export: starts the calls the page makes first, for a direct visit,
 * while the start-up calls run (before the first render).
 */
export type PagePrefetch = (dispatch: AppDispatch, address: PageAddress) => unknown;

export interface LazyPage {
  /** The route component: loads the chunk, shows a spinner, then the page, or a retry on failure. */
  Component: ComponentType;
  /** Starts loading ahead of time (e.g. the home chunk at start-up); failures are kept for the page. */
  preload: () => Promise<ComponentType>;
  /** Loads the chunk, then starts its page's first calls (the module's `prefetch`, when it has one). */
  prefetch: (dispatch: AppDispatch, address: PageAddress) => Promise<void>;
}

/**
 * A lazily loaded page group (spec §2). React Router's own `lazy` caches a failed import for good, so a
 * retry could never work; this keeps the loaded module, forgets a failure, and lets the player retry.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  exportName = 'default',
  timeoutMs?: number,
): LazyPage {
  let loaded: ComponentType | null = null;
  let prefetchCalls: PagePrefetch | undefined;
  let pending: Promise<ComponentType> | null = null;

  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= loadChunk(load, timeoutMs).then(
      (module) => {
        loaded = module[exportName] as ComponentType;
        prefetchCalls = module.prefetch as PagePrefetch | undefined;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LazyRoute() {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ page: ComponentType | null; error: ChunkLoadError | null }>(() => ({
      page: loaded,
      error: null,
    }));
    useEffect(() => {
      if (loaded) {
        setState({ page: loaded, error: null });
        return;
      }
      let live = true;
      setState({ page: null, error: null });
      preload().then(
        (page) => live && setState({ page, error: null }),
        (error: unknown) => live && setState({ page: null, error: toChunkLoadError(error) }),
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (state.error) return <ChunkErrorView error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
    if (!state.page) {
      return (
        <div className="pf-page-loading">
          <Spinner size="lg" />
        </div>
      );
    }
    const Page = state.page;
    return <Page />;
  }

  const prefetch = async (dispatch: AppDispatch, address: PageAddress) => {
    await preload();
    prefetchCalls?.(dispatch, address);
  };

  return { Component: LazyRoute, preload, prefetch };
}
