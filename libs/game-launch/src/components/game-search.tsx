import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@playfront/api-contract';
import { TextField } from '@playfront/ui-kit';
import { GameGrid } from './game-grid';
import { SearchIcon } from './icons';
import { NoGames } from './states';
import { GameStyles } from '../styles';

/** Typing settles this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Longest search text the server takes. */
export const SEARCH_MAX_LENGTH = 50;

export interface GameSearchProps {
  /** Search within one category only. */
  category?: GameCategory;
  /** What to show while nothing is searched (the lobby's own grid). */
  children?: ReactNode;
}

/** Game search by name: debounced, kept in the `q` query parameter, results in a grid, an empty state. */
export function GameSearch({ category, children }: GameSearchProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);

  // Back/forward or a link changed q: show it in the box.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    setText(q);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  return (
    <>
      <GameStyles />
      <div role="search" className="pf-game-search">
        <TextField
          type="search"
          label={t('games_search_label')}
          placeholder={t('games_search_placeholder')}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          prefix={<SearchIcon />}
        />
      </div>
      {q ? (
        <section aria-label={t('games_search_results', { q })}>
          <GameGrid
            filter={{ q, category }}
            label={t('games_search_results', { q })}
            empty={<NoGames title={t('games_search_empty', { q })} />}
          />
        </section>
      ) : (
        children
      )}
    </>
  );
}
