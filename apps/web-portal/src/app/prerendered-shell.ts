/**
 * The page prerendered into the document at build time (the landing page into index.html, the main lobbies
 * and the promotions into documents of their own: src/prerender.tsx, tools/vite-prerender.mjs). It paints
 * before any script runs; the app takes over on its first real render.
 */
export const SHELL_ID = 'pf-shell';

/** Whether the prerendered page is on screen (the head script hides it when it does not fit the visitor). */
export function prerenderedShellShown(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.getElementById(SHELL_ID) !== null &&
    !document.documentElement.hasAttribute('data-noshell')
  );
}

/** Removes the prerendered page; the app's own markup takes its place in the same frame. */
export function removePrerenderedShell(): void {
  if (typeof document !== 'undefined') document.getElementById(SHELL_ID)?.remove();
}
