/**
 * The accounts of the browser test run's campus sign-in providers (test/helpers/sso-test-servers.ts
 * starts them with these; the browser tests sign in with them). No Node imports: the browser
 * test bundles import this file too.
 */
export const BROWSER_SSO_USERS = {
  oidc: { username: 'b2026001', password: 'idp-browser-1', studentNumber: '2026001' },
  cas: { username: 'C2026002', password: 'cas-browser-2', studentNumber: '2026002' },
  /** Signs in from `<xnfz-login>` on a page of another origin. */
  embed: {
    username: 'b2026003',
    password: 'idp-browser-3',
    studentNumber: '2026003',
    name: '嵌入同学',
  },
  /**
   * Its portal username (`account`) is an account that exists before its first sign-in (the test
   * registers it), so that sign-in offers binding it by its password.
   */
  bind: { username: 'b2026004', password: 'idp-browser-4', account: 'sso_bind_2026004' },
} as const;
