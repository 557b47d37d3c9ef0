import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '@playfront/api-contract';
import { assetUrl, Modal, useAssetOrigin } from '@playfront/ui-kit';

export interface DepositTutorialProps {
  /** The channel whose tutorial is shown (texts already in the reader's language); null: closed. */
  channel: PaymentChannel | null;
  onClose: () => void;
}

/**
 * The deposit tutorial of a channel (spec §2): its steps in order, each with its picture, in a dialog
 * (focus kept inside, Escape or the close button closes it and gives focus back to the link).
 */
export function DepositTutorial({ channel, onClose }: DepositTutorialProps) {
  const { t } = useTranslation();
  const origin = useAssetOrigin();
  const steps = channel?.tutorialSteps ?? [];
  return (
    <Modal
      open={channel !== null}
      onClose={onClose}
      title={channel ? t('wallet_tutorial_title', { channel: channel.name }) : ''}
      width={560}
      className="pf-wallet__tutorial-dialog"
    >
      {steps.length === 0 ? (
        <p className="pf-wallet__lead">{t('wallet_tutorial_none')}</p>
      ) : (
        <ol className="pf-wallet__steps">
          {steps.map((step, index) => (
            <li key={`${index}-${step.image}`} className="pf-wallet__step">
              <img
                className="pf-wallet__step-image"
                src={assetUrl(origin, step.image)}
                alt=""
                width={180}
                height={130}
                loading="lazy"
                decoding="async"
              />
              <div className="pf-wallet__step-text">
                <span className="pf-wallet__muted">
                  {t('wallet_tutorial_step', { step: index + 1, count: steps.length })}
                </span>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
