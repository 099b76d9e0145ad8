import { useState, type FormEvent } from 'react';
import type { ContactChannel, User } from '../../core/api/contract';
import { sendContactCode, verifyContact } from '../../core/api/personal';
import { useT } from '../../core/i18n/translate';
import { setUser } from '../../core/store/auth';
import { FormField } from '../../core/ui/form-field';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { checkResetCode } from '../../core/validation/account-rules';

const LABELS = { email: 'profile.email', phone: 'profile.phone' } as const;

/**
 * A changed e-mail or phone waiting for its code: the code field, 验证 and 重新发送验证码.
 * Until it is verified the server sends no password-reset code to that address.
 */
export function ContactVerify({
  container,
  user,
  channel,
}: {
  container?: ShadowRoot;
  user: User;
  channel: ContactChannel;
}) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids, busy, error } = form;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const field = t(LABELS[channel]);
  const address = channel === 'email' ? user.email : user.phone;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkResetCode(code.trim());
    setProblem(found ? t(found) : null);
    setResent(false);
    if (!form.check(found ? 'code' : null)) return;
    await form.send(async () => setUser(await verifyContact({ channel, code: code.trim() })));
  }

  async function resend() {
    setResent(false);
    await form.send(async () => {
      await sendContactCode({ channel });
      setResent(true);
    });
  }

  return (
    <form className="panel" data-verify={channel} onSubmit={submit} noValidate>
      <p role="status">{t('profile.verify.pending', { field, address })}</p>
      <FormField
        id={`${ids}-code`}
        label={t('profile.verify.code', { field })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={problem}
        onChange={(event) => setCode(event.target.value)}
      />
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {resent ? (
        <p className="success" role="status">
          {t('profile.verify.sent')}
        </p>
      ) : null}
      <button type="submit" className="xnfz-button" disabled={busy}>
        {t('profile.verify.submit')}
      </button>{' '}
      <button
        type="button"
        className="xnfz-button xnfz-button--plain"
        disabled={busy}
        onClick={resend}
      >
        {t('profile.verify.resend')}
      </button>
    </form>
  );
}
