import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../api/account';
import type { CaptchaData } from '../api/contract';
import { useT } from '../i18n/translate';

/**
 * A single-use captcha from the server, with a refresh.
 * @example
 * const captcha = useCaptcha();
 * await login({ …, captchaKey: captcha.data?.captchaKey ?? '' });
 * captcha.refresh(); // after every attempt: the server consumed it
 */
export function useCaptcha() {
  const [data, setData] = useState<CaptchaData | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    setFailed(false);
    // the shown one is used up (or being replaced): never let it be typed and sent again
    setData(null);
    getCaptcha().then(setData, () => {
      setData(null);
      setFailed(true);
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { data, failed, refresh };
}

/** The captcha image as a button: a click (or Enter) fetches a new one. */
export function CaptchaImage({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const t = useT();
  return (
    <button
      type="button"
      className="captcha-image"
      part="captcha"
      onClick={captcha.refresh}
      aria-label={captcha.failed ? t('login.captchaFailed') : t('login.captchaImage')}
      title={t('login.captchaRefresh')}
    >
      {captcha.data ? (
        <img src={captcha.data.image} alt="" />
      ) : captcha.failed ? (
        t('login.captchaFailed')
      ) : (
        t('login.captchaLoading')
      )}
    </button>
  );
}
