// The /game page group, one lazy chunk: the page is game-launch's. A lazy import of the lib's root itself
// would load the whole lib as one dynamic entry.
export { GamePage } from '@playfront/game-launch';
