import { Icon } from '@playfront/ui-kit';

/** A star, filled when the game is a favourite. */
export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M8 5v14l11-7z" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);

/** The picture shown when a game image failed three times: a game controller on a neutral tile. */
export const gameImageFallback =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#8b93a3"/>' +
      '<rect x="14" y="16" width="36" height="18" rx="9" fill="#e4e7ed"/>' +
      '<path d="M22 21v8M18 25h8" stroke="#8b93a3" stroke-width="2.5"/>' +
      '<circle cx="40" cy="23" r="2" fill="#8b93a3"/><circle cx="44" cy="27" r="2" fill="#8b93a3"/></svg>',
  );
