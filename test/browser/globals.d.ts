/** Set by scripts/test.mjs: the server under test also accepts this captcha code. */
declare const XNFZ_TEST_CAPTCHA_CODE: string;
