import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { contractKinds } from '@playfront/api-contract';
import type { AgentContract, ContractKind, ContractTerms } from '@playfront/api-contract';
import {
  ContractTermsFields,
  TermsText,
  draftOf,
  emptyTermsDraft,
  termsFromDraft,
} from '@playfront/agent-centre';
import type { TermsDraft } from '@playfront/agent-centre';
import { Button, Notice, Select, useToast } from '@playfront/ui-kit';
import { useSetPlatformContractMutation } from '../../api/agents-api';
import { DecisionDialog } from '../../components/decision-dialog';
import { useFormat } from '../../components/format';

/** The change asked for: new terms of a kind, or the end of its live contract. */
type Asking = { kind: ContractKind; terms: ContractTerms } | { kind: ContractKind; terms: null };

/**
 * The platform's contracts with a top-level agent, one kind at a time: the form starts from the live terms
 * of the kind (empty when there are none); saving replaces them at once, ending ends them. Both ask first
 * and say what the agent's team risks: contracts it gave that pay more end automatically.
 */
export function PlatformContractEditor({
  username,
  held,
}: {
  username: string;
  /** The ACTIVE contracts the agent holds from the platform. */
  held: readonly AgentContract[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const [kind, setKind] = useState<ContractKind>('DIVIDEND');
  const live = held.find((contract) => contract.kind === kind && contract.upline === null) ?? null;
  const [draft, setDraft] = useState<TermsDraft>(() => (live ? draftOf(live.terms) : emptyTermsDraft()));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSetPlatformContractMutation();

  const choose = (next: ContractKind) => {
    setKind(next);
    const terms = held.find((contract) => contract.kind === next && contract.upline === null)?.terms;
    setDraft(terms ? draftOf(terms) : emptyTermsDraft());
    setInvalid(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = termsFromDraft(kind, draft, t);
    if (typeof terms === 'string') {
      setInvalid(terms);
      return;
    }
    setInvalid(null);
    setAsking({ kind, terms });
  };
  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    try {
      await save({ username, kind: asking.kind, terms: asking.terms }).unwrap();
      toast.show({
        kind: 'success',
        message: asking.terms
          ? t('bo_agents_contract_saved', { kind: t(`bo_agents_kind_${asking.kind}`), agent: username })
          : t('bo_agents_contract_ended', { kind: t(`bo_agents_kind_${asking.kind}`), agent: username }),
      });
      setAsking(null);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('bo_save_failed')));
    }
  };

  return (
    <section className="bo-agents__editor" aria-labelledby="bo-agents-editor">
      <h3 id="bo-agents-editor" className="bo-section__title">
        {t('bo_agents_platform_title')}
      </h3>
      <p className="bo-hint">{t('bo_agents_platform_lead')}</p>
      <form className="bo-form" noValidate onSubmit={submit}>
        <Select
          label={t('bo_agents_contract_kind')}
          value={kind}
          options={contractKinds.map((value) => ({ value, label: t(`bo_agents_kind_${value}`) }))}
          onChange={(event) => choose(event.target.value as ContractKind)}
        />
        <p className="bo-hint" aria-live="polite">
          {live
            ? t('bo_agents_contract_live_since', { at: format.dateTime(live.startedAt) })
            : t('bo_agents_contract_none')}
        </p>
        <ContractTermsFields kind={kind} draft={draft} onChange={setDraft} groupClassName="bo-agents__tier" />
        <Notice>{invalid}</Notice>
        <div className="bo-row">
          <Button type="submit">
            {live ? t('bo_agents_contract_replace') : t('bo_agents_contract_start')}
          </Button>
          {live && (
            <Button variant="secondary" onClick={() => setAsking({ kind, terms: null })}>
              {t('bo_agents_contract_end')}
            </Button>
          )}
        </div>
      </form>
      <DecisionDialog
        open={asking !== null}
        title={asking?.terms ? t('bo_agents_contract_confirm_title') : t('bo_agents_contract_end_title')}
        confirmLabel={
          asking?.terms
            ? live
              ? t('bo_agents_contract_replace')
              : t('bo_agents_contract_start')
            : t('bo_agents_contract_end')
        }
        danger={asking?.terms === null}
        busy={isLoading}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        {asking && (
          <>
            <p>
              {asking.terms
                ? t('bo_agents_contract_confirm_text', {
                    kind: t(`bo_agents_kind_${asking.kind}`),
                    agent: username,
                  })
                : t('bo_agents_contract_end_text', {
                    kind: t(`bo_agents_kind_${asking.kind}`),
                    agent: username,
                  })}
            </p>
            {asking.terms && <TermsText terms={asking.terms} money={format.money} />}
            <p className="bo-hint">{t('bo_agents_contract_ceiling')}</p>
          </>
        )}
      </DecisionDialog>
    </section>
  );
}
