import { useId, useState } from 'react';
import { isApiError } from '../api/api-error';
import { useT } from '../i18n/translate';

export interface FormSubmit {
  /** The prefix of the form's ids: a field named `name` has the id `${ids}-${name}`. */
  ids: string;
  /** True while the call runs. */
  busy: boolean;
  /** Why the last call failed: the server's own message, else 网络错误. */
  error: string | null;
  /**
   * Starts a submit: clears the last error and focuses `invalid`, the first field with a problem.
   * @returns true when there is none, so the form may be sent
   */
  check: (invalid: string | null | undefined) => boolean;
  /**
   * Runs the call with the form busy. When it fails, `onFailure` runs with the message (clear
   * the fields that must be typed again, refresh a consumed captcha); the message becomes `error`
   * unless `onFailure` returns true (it showed the message at the field it is about).
   */
  send: (
    call: () => Promise<unknown>,
    onFailure?: (message: string) => boolean | void,
  ) => Promise<void>;
  /** Clears `error` (the user has changed what it was about). */
  clearError: () => void;
}

/**
 * The submit of a form that sends one call: the first field with a problem gets the focus and
 * nothing is sent; otherwise the form is busy while the call runs and shows why it failed.
 * @example
 * const form = useFormSubmit(container);
 * async function submit(event: FormEvent) {
 *   event.preventDefault();
 *   if (!form.check(values.account.trim() ? null : 'account')) return;
 *   await form.send(() => sendResetCode(values), () => captcha.refresh());
 * }
 */
export function useFormSubmit(container: ShadowRoot | undefined): FormSubmit {
  const t = useT();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function check(invalid: string | null | undefined): boolean {
    setError(null);
    if (!invalid) return true;
    container?.getElementById(`${ids}-${invalid}`)?.focus();
    return false;
  }

  async function send(
    call: () => Promise<unknown>,
    onFailure?: (message: string) => boolean | void,
  ): Promise<void> {
    setBusy(true);
    try {
      await call();
    } catch (caught) {
      const message =
        isApiError(caught) && caught.kind === 'api' ? caught.message : t('state.networkError');
      setError(onFailure?.(message) === true ? null : message);
    } finally {
      setBusy(false);
    }
  }

  return { ids, busy, error, check, send, clearError: () => setError(null) };
}
