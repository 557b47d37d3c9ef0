import css from './game-launch.css?inline';
/**
 * Styles of the game lobbies on the ui-kit tokens. React 19 hoists this <style> into <head> once however
 * many components render it, so consumers import no CSS of ours.
 */
/** Renders the lobby stylesheet (deduplicated and hoisted by React). */
export function GameStyles() {
  return (
    <style href="playfront-game-launch" precedence="default">
      {css}
    </style>
  );
}
