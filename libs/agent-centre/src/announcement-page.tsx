import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from '@playfront/content';
import { Notice } from '@playfront/ui-kit';
import { WalletPage } from '@playfront/wallet';
import { useGetAgentNoticesQuery } from './agent-api';
import { useAgentMessages } from './messages';

/** Announcement: the brand's notices addressed to agents (GET /wps/agent/notices), read as players read theirs. */
export function AnnouncementPage() {
  useAgentMessages();
  const { t } = useTranslation();
  return (
    <WalletPage label={t('agent_page_announcement')}>
      <Notice kind="info">{t('agent_notices_note')}</Notice>
      <NoticeBrowser useNotices={useGetAgentNoticesQuery} emptyTitle={t('agent_notices_empty')} />
    </WalletPage>
  );
}
