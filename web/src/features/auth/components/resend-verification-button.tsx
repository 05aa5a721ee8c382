import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { submitProblemOf } from '../../../components/form/form-values';
import { secondaryButton } from '../../../components/ui/button-styles';
import { addTexts } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { resendVerification as texts } from '../../../locales/de/auth-resend-verification';
import { resendVerification } from '../api/resend-verification';

addTexts({ auth: { resendVerification: texts } });

type State = { kind: 'idle' | 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Right after registering, the address is known: one tap sends its verification mail again. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      await resendVerification({ email });
      setState({ kind: 'sent' });
    } catch (error) {
      // A refusal (too many requests) says why; anything else gets the general text.
      setState({
        kind: 'failed',
        message: submitProblemOf(error)?.message ?? t('auth.resendVerification.failed'),
      });
    }
  };
  return (
    <>
      <button
        type="button"
        css={secondaryButton}
        onClick={() => void send()}
        disabled={state.kind === 'sending'}
      >
        {t('auth.resendVerification.again')}
      </button>
      {state.kind === 'sent' && <p role="status">{t('auth.resendVerification.sent', { email })}</p>}
      {state.kind === 'failed' && <FormAlert>{state.message}</FormAlert>}
    </>
  );
}
