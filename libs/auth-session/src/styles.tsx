/**
 * Layout of the auth forms, on top of the ui-kit stylesheet and its tokens. React 19 hoists this
 * <style> into <head> once however many components render it, so consumers import no CSS of ours.
 */
/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
.pf-auth-form{display:flex;flex-direction:column;gap:var(--pf-space-4)}
.pf-auth-form-loading{display:flex;justify-content:center;padding:var(--pf-space-6) 0}
.pf-auth-tabs{margin-bottom:var(--pf-space-4)}
.pf-auth-row{display:grid;gap:var(--pf-space-2);align-items:start}
.pf-auth-row--mobile{grid-template-columns:minmax(6.5rem,8rem) minmax(0,1fr)}
.pf-auth-row--action{grid-template-columns:minmax(0,1fr) auto}
.pf-auth-row--action>.pf-button{margin-top:calc(var(--pf-font-size-sm)*1.5 + var(--pf-space-1));white-space:nowrap}
.pf-auth-captcha{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--pf-space-2)}
.pf-auth-form--inline .pf-auth-captcha{grid-template-columns:auto auto;align-items:end}
.pf-auth-captcha__image{display:flex;align-items:center;gap:var(--pf-space-1);min-height:var(--pf-touch-target)}
.pf-auth-captcha__image img{display:block;border-radius:var(--pf-radius-sm);background:#fff}
.pf-auth-alert{margin:0;padding:var(--pf-space-3);border-radius:var(--pf-radius-md);border:1px solid var(--pf-color-danger);color:var(--pf-color-danger);background:var(--pf-color-surface)}
.pf-auth-notice{margin:0 0 var(--pf-space-4);padding:var(--pf-space-3);border-radius:var(--pf-radius-md);background:var(--pf-color-surface);border-inline-start:4px solid var(--pf-color-warning)}
.pf-auth-lead{margin:0 0 var(--pf-space-4);font-weight:var(--pf-font-weight-bold);color:var(--pf-color-primary)}
.pf-auth-muted{margin:0;color:var(--pf-color-text-muted);font-size:var(--pf-font-size-sm)}
.pf-auth-switch{margin:var(--pf-space-4) 0 0;text-align:center;color:var(--pf-color-text-muted)}
.pf-button.pf-auth-link{color:var(--pf-color-link)}
.pf-auth-login--stacked>.pf-auth-link{margin-top:var(--pf-space-2)}
.pf-auth-agreement{align-self:flex-start;color:var(--pf-color-link);font-size:var(--pf-font-size-sm);margin-top:calc(-1*var(--pf-space-3))}
.pf-auth-center{display:flex;justify-content:center;padding:var(--pf-space-8)}
.pf-auth-page{max-width:30rem;margin:0 auto;padding:var(--pf-space-4)}
.pf-auth-page__title{font-size:var(--pf-font-size-xl);margin:0 0 var(--pf-space-4)}
.pf-auth-page__card{padding:var(--pf-space-5);border-radius:var(--pf-radius-lg);background:var(--pf-color-surface);box-shadow:var(--pf-shadow-sm)}
.pf-auth-mini{display:flex;flex-wrap:wrap;align-items:center;gap:var(--pf-space-2)}
.pf-auth-mini .pf-auth-login--inline{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--pf-space-2)}
.pf-auth-mini .pf-auth-login--inline .pf-auth-tabs{margin:0}
.pf-auth-form--inline{flex-direction:row;flex-wrap:wrap;align-items:flex-end;gap:var(--pf-space-2)}
.pf-auth-form--inline .pf-field{width:10rem}
.pf-auth-form--inline .pf-auth-row--mobile{grid-template-columns:6.5rem 10rem}
.pf-auth-form--inline .pf-auth-row--mobile .pf-field{width:auto}
.pf-auth-form--inline .pf-auth-captcha .pf-field{width:7rem}
.pf-auth-form--inline .pf-auth-alert{flex-basis:100%}
.pf-auth-form--inline .pf-checkbox{align-self:center}
.pf-auth-mini__links{display:flex;flex-wrap:wrap;gap:var(--pf-space-1)}
.pf-auth-mini--compact{flex-wrap:nowrap}
`;

export function AuthStyles() {
  return (
    <style href="pf-auth-session" precedence="default">
      {css}
    </style>
  );
}
