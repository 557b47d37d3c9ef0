// The /game page group, one lazy chunk: the page is game-launch's. A lazy import of the lib's root itself
// would load the whole lib as one dynamic entry.
import { createElement } from 'react';
import { GamePage as GameLaunchPage } from '@playfront/game-launch';
import { useShell } from '../../layout/shell-context';

/** game-launch's game page, whose reality check links to the member centre's responsible gaming page. */
export function GamePage() {
  const { openMemberCentre } = useShell();
  return createElement(GameLaunchPage, { onSetLimits: () => openMemberCentre('responsibleGaming') });
}
