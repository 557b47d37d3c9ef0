import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '@playfront/brand-config';
import { Button } from '@playfront/ui-kit';
import { LoginForm } from './lazy-forms';
import { AuthStyles } from './styles';
import { useAuthModals } from './use-auth-modals';

export interface MiniLoginProps {
  /** Media query under which only 'Log in' / 'Register' buttons show (they open the modals). */
  compactQuery?: string;
  /** Force the compact or the full layout (stories, tests); follows `compactQuery` when absent. */
  compact?: boolean;
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    // Prerendered markup is mobile first: the compact buttons, like the phone layout of the rest.
    () => true,
  );
}

/**
 * The header mini-login (spec §2): username/mobile toggle, fields, submit, register link (DIRECTREG3),
 * free demo link (FREEPLAY3) and forgot password. On a narrow screen: 'Log in' and 'Register' buttons.
 */
export function MiniLogin({ compactQuery = '(max-width: 959px)', compact }: MiniLoginProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(compactQuery);
  const { DIRECTREG3, FREEPLAY3 } = useFlags(['DIRECTREG3', 'FREEPLAY3']);
  const { openLogin, openRegister, startFreePlay } = useAuthModals();
  const isCompact = compact ?? narrow;

  const links = (
    <div className="pf-auth-mini__links">
      {DIRECTREG3 && (
        <Button variant={isCompact ? 'secondary' : 'ghost'} size="sm" onClick={() => openRegister()}>
          {t('auth_register')}
        </Button>
      )}
      {FREEPLAY3 && (
        <Button variant="ghost" size="sm" onClick={() => void startFreePlay()}>
          {t('auth_free_demo')}
        </Button>
      )}
    </div>
  );

  if (isCompact) {
    return (
      <div className="pf-auth-mini pf-auth-mini--compact">
        <AuthStyles />
        <Button size="sm" onClick={() => openLogin()}>
          {t('auth_login')}
        </Button>
        {links}
      </div>
    );
  }
  return (
    <section className="pf-auth-mini" aria-label={t('auth_login')}>
      <AuthStyles />
      <LoginForm variant="inline" />
      {links}
    </section>
  );
}
