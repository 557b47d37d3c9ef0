import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { AgentContract, ContractKind, ContractTerms } from '@playfront/api-contract';
import { useSession } from '@playfront/auth-session';
import { AlertIcon, Button, EmptyState, Loadable, Notice, PageSection, TextField } from '@playfront/ui-kit';
import { useMoney } from '@playfront/wallet';
import { useAnswerContractMutation, useGetContractsQuery, useOfferContractMutation } from './agent-api';
import type { ContractAction } from './agent-api';
import { ContractTermsFields, TermsText, emptyTermsDraft, termsFromDraft } from './terms-form';
import type { TermsDraft } from './terms-form';

/**
 * The agent's contracts of one kind (as downline and as upline), with the answers it may give. Accepting a
 * request that ends contracts the agent gave its downlines (`autoTerminates`) asks first, naming them.
 */
export function ContractsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const me = member?.account ?? '';
  const result = useGetContractsQuery({ kind, size: 50 });
  const [answer, answering] = useAnswerContractMutation();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  /** The contract whose acceptance waits for the agent to confirm the contracts it ends. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const contracts = result.data?.list ?? [];

  const act = async (contract: AgentContract, action: ContractAction) => {
    setMessage(null);
    setConfirming(null);
    try {
      await answer({ id: contract.id, action }).unwrap();
      setMessage({ kind: 'success', text: t('agent_contract_updated') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <>
      <PageSection title={t('agent_contracts')}>
        <Loadable
          isLoading={result.isLoading}
          error={result.error ? errorMessage(result.error, t('err_unknown')) : undefined}
          onRetry={() => void result.refetch()}
        >
          <Notice kind={message?.kind}>{message?.text}</Notice>
          {contracts.length === 0 ? (
            <EmptyState title={t('agent_contracts_empty')} />
          ) : (
            <ul className="pf-ac__contracts">
              {contracts.map((contract) => {
                const role = contract.downline === me ? 'downline' : 'upline';
                const party =
                  role === 'downline'
                    ? t('agent_contract_from', { name: contract.upline ?? t('agent_platform') })
                    : t('agent_contract_to', { name: contract.downline });
                const theirs = contract.request !== null && contract.requestedBy !== role;
                const mine = contract.request !== null && contract.requestedBy === role;
                const ends = theirs ? contract.autoTerminates : [];
                const warned = confirming === contract.id && ends.length > 0;
                return (
                  <li key={contract.id} className="pf-ac__contract" aria-label={party}>
                    <strong>
                      {party} · {t(`agent_contract_${contract.status}`)}
                    </strong>
                    <ContractTermsText terms={contract.terms} />
                    {contract.request && <span>{t(`agent_request_${contract.request}`)}</span>}
                    {warned && (
                      <div className="pf-ac__warning" role="alert">
                        <AlertIcon />
                        <div>
                          <strong>{t('agent_accept_warning_title')}</strong>
                          <p>{t('agent_accept_warning', { names: ends.join(', ') })}</p>
                          <div className="pf-ac__actions">
                            <Button
                              size="sm"
                              variant="danger"
                              disabled={answering.isLoading}
                              onClick={() => void act(contract, 'accept')}
                            >
                              {ends.length === 1
                                ? t('agent_accept_end_contract')
                                : t('agent_accept_end_contracts', { n: ends.length })}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={answering.isLoading}
                              onClick={() => setConfirming(null)}
                            >
                              {t('in_more_cancel')}
                            </Button>
                          </div>
                        </div>
                      </div>
                    )}
                    <div className="pf-ac__actions">
                      {theirs && !warned && (
                        <>
                          <Button
                            size="sm"
                            disabled={answering.isLoading}
                            onClick={() =>
                              ends.length > 0 ? setConfirming(contract.id) : void act(contract, 'accept')
                            }
                          >
                            {t('agent_accept')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={answering.isLoading}
                            onClick={() => void act(contract, 'reject')}
                          >
                            {t('agent_reject')}
                          </Button>
                        </>
                      )}
                      {mine && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={answering.isLoading}
                          onClick={() => void act(contract, 'withdraw')}
                        >
                          {t('agent_withdraw')}
                        </Button>
                      )}
                      {contract.status === 'ACTIVE' &&
                        contract.request === null &&
                        contract.upline !== null && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={answering.isLoading}
                            onClick={() => void act(contract, 'terminate')}
                          >
                            {t('agent_terminate')}
                          </Button>
                        )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Loadable>
      </PageSection>
      <OfferContractForm key={kind} kind={kind} />
    </>
  );
}

/** The terms of a contract in words, in the member's currency. */
export function ContractTermsText({ terms }: { terms: ContractTerms }) {
  const money = useMoney();
  return <TermsText terms={terms} money={money} />;
}

/** An upline offers a contract of this kind to a direct downline agent, with its tiers or rates. */
export function OfferContractForm({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [offer, { isLoading }] = useOfferContractMutation();
  const [downline, setDownline] = useState('');
  const [draft, setDraft] = useState<TermsDraft>(emptyTermsDraft);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const name = downline.trim();
    if (!name) {
      setInvalid(t('agent_username_required'));
      return;
    }
    const terms = termsFromDraft(kind, draft, t);
    if (typeof terms === 'string') {
      setInvalid(terms);
      return;
    }
    setInvalid(null);
    try {
      const reply = await offer({ downline: name, terms }).unwrap();
      setResult({ kind: 'success', text: t('agent_offer_done', { downline: reply.downline }) });
      setDraft((current) => ({ ...current, tiers: emptyTermsDraft().tiers }));
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <PageSection title={t('agent_offer_title')}>
      <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('agent_offer_downline')}
          autoComplete="off"
          value={downline}
          maxLength={64}
          onChange={(e) => setDownline(e.target.value)}
        />
        <ContractTermsFields kind={kind} draft={draft} onChange={setDraft} />
        <Notice>{invalid}</Notice>
        <Notice kind={result?.kind}>{result?.text}</Notice>
        <Button type="submit" loading={isLoading}>
          {t('agent_offer_submit')}
        </Button>
      </form>
    </PageSection>
  );
}
