import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { AgentPolicy } from '@playfront/api-contract';
import { canOpenAgentCentre, useSession } from '@playfront/auth-session';
import { useGetPermissionQuery } from '@playfront/brand-config';
import { useMessageAreas } from '@playfront/i18n';
import { Button, EmptyState, Modal, Spinner } from '@playfront/ui-kit';
import { AnnouncementPage } from './announcement-page';
import { useAgentMessages } from './messages';
import { OverviewPage } from './overview-page';
import { agentCentreLabelKeys, recordPageKinds, visibleAgentPages } from './pages';
import type { AgentCentrePage } from './pages';
import { RegisterPage } from './register-page';
import { ProfitLossPage, TeamBetsPage, TeamTransactionsPage } from './report-pages';
import { SettlementPage } from './settlement-page';
import { AgentCentreStyles } from './styles';
import { TeamPage } from './team-page';

export interface AgentCentreProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** The page to show when it opens (the first one unless told). */
  page?: AgentCentrePage;
  /** Called on the close button and Escape. */
  onClose: () => void;
  /** "Today" for the date presets (tests and stories). */
  today?: Date;
}

/** The host's permission call (its cache entry is the one the portal loaded at start). */
const currentHost = () => (typeof window === 'undefined' ? undefined : window.location.host);

/**
 * The agent centre ('Agent', spec §2): a left menu in the spec's order with the selected page marked
 * aria-current, and the page beside it. Only agent accounts (types 1, 2, 41, 42) get in: a trial account
 * is told to use a real account, a member that non-agents cannot log in (spec §4-§6). The dividend and
 * salary pages show only when the brand offers the kind.
 */
export function AgentCentre({ open, page = 'announcement', onClose, today }: AgentCentreProps) {
  // Its own texts (the agent centre's, a member's refusal) and those of its pages (wallet, play): moving
  // between pages never waits.
  useMessageAreas(['refusals', 'wallet', 'play']);
  useAgentMessages();
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('agent_title')} width={1100} height={680} className="pf-ac">
      <AgentCentreStyles />
      <AgentCentreBody initial={page} onClose={onClose} today={today} />
    </Modal>
  );
}

function AgentCentreBody({
  initial,
  onClose,
  today,
}: {
  initial: AgentCentrePage;
  onClose: () => void;
  today?: Date;
}) {
  const { t } = useTranslation();
  const { isLoggedIn, accountType, isTrial } = useSession();
  const allowed = isLoggedIn && canOpenAgentCentre(accountType);
  const permission = useGetPermissionQuery(currentHost(), { skip: !allowed });
  const [current, setCurrent] = useState(initial);

  if (!allowed) {
    return (
      <EmptyState
        title={isTrial || !isLoggedIn ? t('in_need_true_account') : t('err_non_agent_login')}
        action={<Button onClick={onClose}>{t('in_increase_submit')}</Button>}
      />
    );
  }
  if (permission.isLoading) {
    return (
      <div className="pf-ac__loading">
        <Spinner label={t('ui_loading')} />
      </div>
    );
  }
  if (!permission.data) {
    return (
      <EmptyState
        title={t('agent_load_error')}
        description={errorMessage(permission.error, '')}
        action={
          <Button variant="secondary" onClick={() => void permission.refetch()}>
            {t('shell_retry')}
          </Button>
        }
      />
    );
  }

  const policy: AgentPolicy = permission.data.agentPolicy;
  const pages = visibleAgentPages(policy);
  const page = pages.includes(current) ? current : pages[0];
  return (
    <div className="pf-ac__layout">
      <nav className="pf-ac__nav" aria-label={t('agent_menu')}>
        <ul className="pf-ac__menu">
          {pages.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="pf-ac__item"
                aria-current={id === page ? 'page' : undefined}
                onClick={() => setCurrent(id)}
              >
                {t(agentCentreLabelKeys[id])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pf-ac__page">
        <h3 className="pf-visually-hidden">{t(agentCentreLabelKeys[page])}</h3>
        <PageContent page={page} policy={policy} today={today} />
      </div>
    </div>
  );
}

function PageContent({
  page,
  policy,
  today,
}: {
  page: AgentCentrePage;
  policy: AgentPolicy;
  today?: Date;
}): ReactNode {
  const kind = recordPageKinds[page];
  if (kind) return <SettlementPage key={kind} kind={kind} today={today} />;
  switch (page) {
    case 'announcement':
      return <AnnouncementPage />;
    case 'overview':
      return <OverviewPage today={today} />;
    case 'register':
      return <RegisterPage />;
    case 'team':
      return <TeamPage />;
    case 'bets':
      return <TeamBetsPage today={today} />;
    case 'profit':
      return <ProfitLossPage today={today} />;
    case 'income':
      return <SettlementPage policy={policy} today={today} />;
    case 'transactions':
      return <TeamTransactionsPage today={today} />;
    default:
      return null;
  }
}
