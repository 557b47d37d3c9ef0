/**
 * Styles of the game lobbies on the ui-kit tokens. React 19 hoists this <style> into <head> once however
 * many components render it, so consumers import no CSS of ours.
 */
/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
.pf-game-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:var(--pf-space-3);margin:0;padding:0;list-style:none}
.pf-game-grid>li{display:grid}
.pf-game-card{display:grid;grid-template-rows:auto 1fr auto;overflow:hidden;border:1px solid var(--pf-color-border-subtle);border-radius:var(--pf-radius-md);background:var(--pf-color-surface-raised);min-width:0}
.pf-game-card__art{position:relative;aspect-ratio:4/3;background:var(--pf-color-surface)}
.pf-game-card__art .pf-lazy-image,.pf-game-card__art img{display:block;width:100%;height:100%;object-fit:cover}
.pf-game-card__hot{position:absolute;top:var(--pf-space-2);left:var(--pf-space-2);padding:2px var(--pf-space-2);border-radius:var(--pf-radius-full);background:var(--pf-color-danger);color:var(--pf-color-on-danger);font-size:var(--pf-font-size-xs);font-weight:var(--pf-font-weight-bold)}
.pf-game-card__body{display:grid;gap:2px;padding:var(--pf-space-2) var(--pf-space-3);min-height:52px}
.pf-game-card__name{margin:0;font-size:var(--pf-font-size-sm);font-weight:var(--pf-font-weight-medium);line-height:var(--pf-line-height-tight);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pf-game-card__vendor{margin:0;color:var(--pf-color-text-muted);font-size:var(--pf-font-size-xs)}
.pf-game-card__actions{display:flex;gap:var(--pf-space-2);padding:0 var(--pf-space-3) var(--pf-space-3);min-height:calc(var(--pf-touch-target) + var(--pf-space-3))}
.pf-game-card__fav,.pf-game-card__play{display:inline-flex;align-items:center;justify-content:center;gap:var(--pf-space-1);min-width:var(--pf-touch-target);min-height:var(--pf-touch-target);border:1px solid var(--pf-color-border);border-radius:var(--pf-radius-sm);background:transparent;color:var(--pf-color-text);font:inherit;cursor:pointer}
.pf-game-card__fav[aria-pressed=true]{color:var(--pf-color-warning);border-color:var(--pf-color-warning)}
.pf-game-card__play{flex:1;border-color:var(--pf-color-primary);background:var(--pf-color-primary);color:var(--pf-color-on-primary);font-weight:var(--pf-font-weight-medium)}
.pf-game-card__play:hover{background:var(--pf-color-primary-hover)}
.pf-game-card__fav:focus-visible,.pf-game-card__play:focus-visible,.pf-sub-games__item:focus-visible{outline:var(--pf-focus-ring-width) solid var(--pf-color-focus);outline-offset:2px}
.pf-game-card--skeleton .pf-game-card__art,.pf-skeleton-line,.pf-room--skeleton{background:var(--pf-color-border-subtle);animation:pf-pulse 1.2s ease-in-out infinite alternate}
.pf-game-card--skeleton{grid-template-rows:auto 1fr;min-height:100%}
.pf-skeleton-line{display:block;height:12px;border-radius:var(--pf-radius-sm);width:80%}
.pf-skeleton-line--short{width:40%}
@keyframes pf-pulse{to{opacity:.5}}
@media (prefers-reduced-motion:reduce){.pf-game-card--skeleton .pf-game-card__art,.pf-skeleton-line,.pf-room--skeleton{animation:none}}
.pf-game-grid-wrap{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--pf-space-3)}
.pf-game-grid__count{margin:0;color:var(--pf-color-text-muted);font-size:var(--pf-font-size-sm);text-align:center}
.pf-game-grid__more{display:flex;justify-content:center}
/* One column that may shrink below its content (the provider tabs scroll instead of widening the page). */
.pf-lobby{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--pf-space-4);padding:var(--pf-space-4) 0}
.pf-lobby__header,.pf-lane__header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--pf-space-3)}
.pf-lobby__title{margin:0;font-size:var(--pf-font-size-2xl)}
.pf-lobby__subtitle,.pf-lane__title{display:flex;align-items:center;gap:var(--pf-space-2);margin:0;font-size:var(--pf-font-size-lg)}
.pf-lane{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--pf-space-3);margin-bottom:var(--pf-space-6)}
.pf-lane__title-skeleton{width:160px;height:24px}
.pf-lane__more{margin-inline-start:auto;color:var(--pf-color-link)}
.pf-rebate{padding:2px var(--pf-space-2);border:1px solid var(--pf-color-success);border-radius:var(--pf-radius-full);color:var(--pf-color-success);font-size:var(--pf-font-size-sm)}
.pf-provider-tabs .pf-tabs__list{overflow-x:auto}
.pf-provider-tab{display:inline-flex;align-items:center;gap:var(--pf-space-2);white-space:nowrap}
.pf-provider-tab__hall{color:var(--pf-color-text-muted);font-size:var(--pf-font-size-xs)}
.pf-vendor-mark{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:var(--pf-radius-sm);color:#fff;font-size:10px;font-weight:var(--pf-font-weight-bold)}
.pf-game-search{max-width:420px}
.pf-sub-games{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:var(--pf-space-2);margin:0;padding:0;list-style:none}
.pf-sub-games__item{display:flex;justify-content:space-between;align-items:center;gap:var(--pf-space-2);width:100%;min-height:var(--pf-touch-target);padding:var(--pf-space-2) var(--pf-space-3);border:1px solid var(--pf-color-border);border-radius:var(--pf-radius-sm);background:var(--pf-color-surface-raised);color:var(--pf-color-text);font:inherit;text-align:start;cursor:pointer}
.pf-sub-games__play{color:var(--pf-color-primary);font-weight:var(--pf-font-weight-medium)}
.pf-rooms{display:grid;gap:var(--pf-space-2);margin:0;padding:0;list-style:none}
.pf-room{display:grid;grid-template-columns:1fr auto auto auto;align-items:center;gap:var(--pf-space-3);min-height:56px;padding:var(--pf-space-2) var(--pf-space-3);border:1px solid var(--pf-color-border-subtle);border-radius:var(--pf-radius-md);background:var(--pf-color-surface-raised)}
.pf-room__name{font-weight:var(--pf-font-weight-medium)}
.pf-room__meta{color:var(--pf-color-text-muted);font-size:var(--pf-font-size-sm)}
@media (max-width:600px){.pf-game-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.pf-room{grid-template-columns:1fr auto}}
`;

/** Renders the lobby stylesheet (deduplicated and hoisted by React). */
export function GameStyles() {
  return (
    <style href="playfront-game-launch" precedence="default">
      {css}
    </style>
  );
}
