import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorMessage, selectIsLoggedIn } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { messengerChannels, trafficChannels } from '@playfront/api-contract';
import type { AffiliateApplicationView, MessengerChannel, TrafficChannel } from '@playfront/api-contract';
import { useBrand } from '@playfront/brand-config';
import { Button, Notice, Page, PageSection, TextField } from '@playfront/ui-kit';
import {
  useApplyAffiliateMutation,
  useGetMyApplicationsQuery,
  useLazyGetApplicationStatusQuery,
} from './join-api';
import { useJoinMessages } from './messages';
import { StatusCard } from './status-card';
import { JoinStyles } from './styles';
import { checkApplication, serverProblems } from './validate';
import type { ApplicationDraft, Problems } from './validate';

const emptyDraft: ApplicationDraft = {
  name: '',
  email: '',
  mobile: '',
  trafficChannels: [],
  playersPerMonth: '',
  message: '',
};

/** /join: the affiliate application, the member's own applications and a visitor's status lookup. */
export function JoinPage() {
  useJoinMessages();
  const { t } = useTranslation();
  const brand = useBrand();
  const loggedIn = useSelector((state: { credentials: CredentialsState }) => selectIsLoggedIn(state));
  const [sent, setSent] = useState<AffiliateApplicationView | null>(null);
  return (
    <Page label={t('shell_page_join')}>
      <JoinStyles />
      <div className="pf-join">
        <header className="pf-join__hero">
          <h2 className="pf-join__title">{t('join_title')}</h2>
          <p className="pf-join__lead">{t('join_lead', { brand: brand.name })}</p>
        </header>
        {loggedIn && <MyApplications />}
        {sent ? (
          <PageSection title={t('join_sent_title')}>
            <p role="status">{t('join_sent_text', { reference: sent.reference })}</p>
            <StatusCard application={sent} />
          </PageSection>
        ) : (
          <ApplicationForm onSent={setSent} />
        )}
        <StatusLookup key={sent?.reference ?? ''} initialReference={sent?.reference ?? ''} />
      </div>
    </Page>
  );
}

function MyApplications() {
  const { t } = useTranslation();
  const { data } = useGetMyApplicationsQuery();
  if (!data || data.list.length === 0) return null;
  return (
    <PageSection title={t('join_mine_title')}>
      <div className="pf-join__list">
        {data.list.map((application) => (
          <StatusCard key={application.reference} application={application} />
        ))}
      </div>
    </PageSection>
  );
}

function ApplicationForm({ onSent }: { onSent: (application: AffiliateApplicationView) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [messengers, setMessengers] = useState<Partial<Record<MessengerChannel, string>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [apply, { isLoading, error, reset }] = useApplyAffiliateMutation();
  const fromServer = serverProblems(error);
  const problem = (field: string) =>
    problems[field] ? t(problems[field].key, problems[field].params) : fromServer[field];
  const set = (patch: Partial<ApplicationDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    reset();
  };
  const toggleTraffic = (channel: TrafficChannel, on: boolean) =>
    set({
      trafficChannels: on
        ? [...draft.trafficChannels, channel]
        : draft.trafficChannels.filter((entry) => entry !== channel),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkApplication(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const application = await apply({
        name: draft.name.trim(),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        ...(draft.mobile.trim() ? { mobile: draft.mobile.replace(/[\s-]/g, '') } : {}),
        messengers: messengerChannels
          .filter((channel) => messengers[channel]?.trim())
          .map((channel) => ({ channel, handle: messengers[channel]!.trim() })),
        trafficChannels: draft.trafficChannels as TrafficChannel[],
        playersPerMonth: Number(draft.playersPerMonth),
        ...(draft.message.trim() ? { message: draft.message.trim() } : {}),
      }).unwrap();
      onSent(application);
    } catch {
      // Shown from the mutation state.
    }
  };

  const formLevel =
    error && Object.keys(fromServer).length === 0 ? errorMessage(error, t('err_unknown')) : null;
  return (
    <PageSection title={t('join_form_title')}>
      <form className="pf-join__form" onSubmit={submit} noValidate>
        <TextField
          label={t('join_name')}
          name="name"
          autoComplete="name"
          maxLength={64}
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          error={problem('name')}
        />
        <div className="pf-join__pair">
          <TextField
            label={t('join_email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={128}
            value={draft.email}
            onChange={(event) => set({ email: event.target.value })}
            error={problem('email')}
          />
          <TextField
            label={t('join_mobile')}
            name="mobile"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="+84912345678"
            hint={t('join_mobile_hint')}
            value={draft.mobile}
            onChange={(event) => set({ mobile: event.target.value })}
            error={problem('mobile')}
          />
        </div>
        {problem('contact') ? (
          <p className="pf-join__error" role="alert">
            {problem('contact')}
          </p>
        ) : (
          <p className="pf-join__muted">{t('join_contact_hint')}</p>
        )}
        <fieldset className="pf-join__fieldset">
          <legend>{t('join_messengers')}</legend>
          <div className="pf-join__grid">
            {messengerChannels
              .filter((channel) => channel !== 'other')
              .map((channel) => (
                <TextField
                  key={channel}
                  label={t(`join_channel_${channel}`)}
                  name={`messenger-${channel}`}
                  maxLength={64}
                  placeholder={t('join_messenger_handle', { app: t(`join_channel_${channel}`) })}
                  value={messengers[channel] ?? ''}
                  onChange={(event) =>
                    setMessengers((current) => ({ ...current, [channel]: event.target.value }))
                  }
                />
              ))}
          </div>
        </fieldset>
        <fieldset
          className="pf-join__fieldset"
          aria-describedby={problem('trafficChannels') ? `${id}-traffic-error` : undefined}
        >
          <legend>{t('join_traffic')}</legend>
          <div className="pf-join__checks">
            {/* Native boxes with the ui-kit classes: the shared Checkbox would split into a chunk of its own
                that the home route's forms then preload. */}
            {trafficChannels.map((channel) => (
              <label key={channel} className="pf-checkbox__row">
                <input
                  type="checkbox"
                  className="pf-checkbox__input"
                  name="trafficChannels"
                  value={channel}
                  checked={draft.trafficChannels.includes(channel)}
                  onChange={(event) => toggleTraffic(channel, event.target.checked)}
                />
                <span className="pf-checkbox__label">{t(`join_traffic_${channel}`)}</span>
              </label>
            ))}
          </div>
          {problem('trafficChannels') && (
            <p id={`${id}-traffic-error`} className="pf-join__error" role="alert">
              {problem('trafficChannels')}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('join_players')}
          name="playersPerMonth"
          inputMode="numeric"
          maxLength={7}
          value={draft.playersPerMonth}
          onChange={(event) => set({ playersPerMonth: event.target.value.replace(/[^0-9]/g, '') })}
          error={problem('playersPerMonth')}
        />
        <div className="pf-join__field">
          <label htmlFor={`${id}-message`} className="pf-field__label">
            {t('join_message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            className="pf-join__textarea"
            rows={4}
            value={draft.message}
            onChange={(event) => set({ message: event.target.value })}
            aria-invalid={problem('message') ? true : undefined}
          />
          {problem('message') && (
            <p className="pf-join__error" role="alert">
              {problem('message')}
            </p>
          )}
        </div>
        {formLevel && <Notice>{formLevel}</Notice>}
        <div>
          <Button type="submit" loading={isLoading}>
            {t('join_submit')}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}

function StatusLookup({ initialReference }: { initialReference: string }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState(initialReference);
  const [contact, setContact] = useState('');
  const [lookup, { data, error, isFetching }] = useLazyGetApplicationStatusQuery();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim() || !contact.trim()) return;
    void lookup({ reference: reference.trim().toUpperCase(), contact: contact.trim() });
  };
  const notFound = error && (error as { status?: number }).status === 404;
  return (
    <PageSection title={t('join_status_title')}>
      <form className="pf-join__form" onSubmit={submit} noValidate>
        <div className="pf-join__pair">
          <TextField
            label={t('join_reference')}
            name="reference"
            maxLength={10}
            placeholder="JA…"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <TextField
            label={t('join_contact')}
            name="contact"
            maxLength={128}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={isFetching}>
            {t('join_check')}
          </Button>
        </div>
      </form>
      {error && <Notice>{notFound ? t('join_not_found') : errorMessage(error, t('err_unknown'))}</Notice>}
      {data && !error && !isFetching && <StatusCard application={data} />}
    </PageSection>
  );
}
