import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from '@playfront/content';
import { Notice } from '@playfront/ui-kit';
import { WalletPage } from '@playfront/wallet';

/**
 * Announcement: the content module has no notices addressed to agents, so the agent centre shows the
 * brand's notices (the notice list of every player), and says so.
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  return (
    <WalletPage label={t('agent_page_announcement')}>
      <Notice kind="info">{t('agent_notices_note')}</Notice>
      <NoticeBrowser />
    </WalletPage>
  );
}
