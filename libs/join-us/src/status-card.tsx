import { useTranslation } from 'react-i18next';
import type { AffiliateApplicationView } from '@playfront/api-contract';
import { useAuthModals } from '@playfront/auth-session';
import { Button } from '@playfront/ui-kit';

/** One application as the applicant sees it: reference, status and what the status means for them. */
export function StatusCard({ application }: { application: AffiliateApplicationView }) {
  const { t, i18n } = useTranslation();
  const { openLogin } = useAuthModals();
  const date = new Date(application.createdAt).toLocaleDateString(
    i18n.language === 'cn' ? 'zh-CN' : i18n.language,
  );
  return (
    <article className="pf-join__status" data-status={application.status} aria-label={application.reference}>
      <header className="pf-join__status-head">
        <span className="pf-join__reference">{application.reference}</span>
        <span className={`pf-join__badge pf-join__badge--${application.status.toLowerCase()}`}>
          {t(`join_status_${application.status}`)}
        </span>
      </header>
      <p className="pf-join__muted">{t('join_applied_on', { date })}</p>
      {application.status === 'REJECTED' && application.reason && (
        <p className="pf-join__reason">{t('join_rejected_reason', { reason: application.reason })}</p>
      )}
      {application.status === 'APPROVED' && application.username && (
        <>
          <p>
            {t('join_approved_text', { username: application.username, sentTo: application.sentTo ?? '' })}
          </p>
          <div>
            <Button variant="secondary" onClick={() => openLogin()}>
              {t('join_login')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
