import css from './auth-session.css?inline';
/**
 * Layout of the auth forms, on top of the ui-kit stylesheet and its tokens. React 19 hoists this
 * <style> into <head> once however many components render it, so consumers import no CSS of ours.
 */
export function AuthStyles() {
  return (
    <style href="pf-auth-session" precedence="default">
      {css}
    </style>
  );
}
