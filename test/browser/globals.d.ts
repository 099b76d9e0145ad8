/** Set by scripts/test.mjs: the server under test also accepts this captcha code. */
declare const XNFZ_TEST_CAPTCHA_CODE: string;

/** Set by scripts/test.mjs: the real server's own origin (another origin than the test page). */
declare const XNFZ_TEST_SERVER_URL: string;

/**
 * Set by scripts/test.mjs: a second origin of the test page's host (another port), where the test
 * runner serves the pages of test/browser/fixtures (sites that embed the elements).
 */
declare const XNFZ_TEST_EMBED_ORIGIN: string;
