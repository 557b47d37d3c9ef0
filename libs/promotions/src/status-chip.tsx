import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '@playfront/api-contract';
import { statusKey } from './format';

export interface StatusChipProps {
  /** The reader's status of the promotion (spec §4). */
  status: ActivityStatus;
}

/** The status of a promotion as a coloured chip; its text says the status, so colour is never the only cue. */
export function StatusChip({ status }: StatusChipProps) {
  const { t } = useTranslation();
  return <span className={`pf-promo-chip pf-promo-chip--${status}`}>{t(statusKey(status))}</span>;
}
