import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secondaryButton } from '../../../components/ui/button-styles';
import { dangerButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { theme } from '../../../styles/theme';
import { checkingSession } from '../../session/lib/session-check';
import { deleteAccount } from '../api/delete-account';

const field = css`
  display: grid;
  gap: ${theme.space(0.5)};
  margin-top: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: ${theme.space(1)} ${theme.space(1.5)};
    border: 2px solid ${theme.color.inputBorder};
    border-radius: 8px;
    font: inherit;
  }
  input:focus {
    border-color: ${theme.color.primary};
  }
`;

/**
 * Account deletion (spec section 4): the delete button is enabled only while the typed text equals the
 * user's own e-mail exactly — no trimming, no case folding. `onDeleted` runs once the server deleted the
 * account (and ended the session); the caller signs out locally and leaves the area.
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
  onDeleted,
}: {
  open: boolean;
  email: string;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const close = () => {
    if (state === 'deleting') return;
    setTyped('');
    setState('idle');
    onClose();
  };
  const matches = typed === email;
  return (
    <Modal
      open={open}
      title={t('manage.deleteAccount.title')}
      onClose={close}
      closeButton={false}
      testId="delete-account-dialog"
      footer={
        <>
          <button type="button" css={secondaryButton} onClick={close} disabled={state === 'deleting'}>
            {t('manage.deleteAccount.cancel')}
          </button>
          <button
            type="button"
            css={dangerButton}
            disabled={!matches || state === 'deleting'}
            data-testid="delete-account-confirm"
            onClick={() => {
              setState('deleting');
              checkingSession(deleteAccount()).then(onDeleted, () => setState('failed'));
            }}
          >
            {t('manage.deleteAccount.confirm')}
          </button>
        </>
      }
    >
      <p>{t('manage.deleteAccount.text')}</p>
      <div css={field}>
        <label htmlFor={inputId}>{t('manage.deleteAccount.confirmLabel', { email })}</label>
        <input
          id={inputId}
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {state === 'failed' && <p role="alert">{t('manage.deleteAccount.failed')}</p>}
    </Modal>
  );
}
