/**
 * The campus sign-in providers of the browser test run (scripts/test.mjs starts this file with
 * tsx): the OpenID provider and the CAS server, both reached by the browser and the portal through
 * the test runner's origin (`/idp/`, `/cas/`, see web-test-runner.config.mjs). Prints one JSON line
 * with their ports and the portal's settings once both listen; stops on SIGTERM.
 */
import { startCasServer } from './cas-test-server';
import { startIlabSimulator } from './ilab-simulator';
import { startTestIdp } from './oidc-test-provider';
import { BROWSER_SSO_USERS } from './sso-test-users';

/** The portal's environment for these providers, given the origin the browser sees. */
export function browserSsoEnv(origin: string, casUrl: string): Record<string, string> {
  return {
    SSO_ALLOW_INSECURE: 'true',
    SSO_PUBLIC_URL: origin,
    // a first sign-in offers binding an existing account by its password (the choice page)
    SSO_BIND_EXISTING: 'true',
    SSO_OIDC_PROVIDERS: 'campus',
    SSO_OIDC_CAMPUS_ISSUER: `${origin}/idp`,
    SSO_OIDC_CAMPUS_CLIENT_ID: 'xnfz-portal',
    SSO_OIDC_CAMPUS_CLIENT_SECRET: 'portal-browser-secret-0123',
    SSO_OIDC_CAMPUS_STUDENT_NUMBER_CLAIM: 'student_number',
    SSO_OIDC_CAMPUS_DEPARTMENT_CLAIM: 'department',
    SSO_CAS_PROVIDERS: 'ids',
    SSO_CAS_IDS_URL: casUrl,
    SSO_CAS_IDS_LABEL: 'CAS 统一身份认证',
    SSO_CAS_IDS_NAME_CLAIM: 'cn',
    SSO_CAS_IDS_STUDENT_NUMBER_CLAIM: 'employeeNumber',
  };
}

async function main() {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: sso-test-servers.ts <origin the browser sees>');
  const { oidc, cas: casUser, embed, bind } = BROWSER_SSO_USERS;
  const idp = await startTestIdp({
    origin,
    users: {
      [oidc.username]: {
        password: oidc.password,
        claims: {
          preferred_username: oidc.studentNumber,
          name: '浏览器同学',
          student_number: oidc.studentNumber,
          department: '测试学院',
        },
      },
      [embed.username]: {
        password: embed.password,
        claims: {
          preferred_username: embed.studentNumber,
          name: embed.name,
          student_number: embed.studentNumber,
        },
      },
      [bind.username]: {
        password: bind.password,
        claims: { preferred_username: bind.account, name: '绑定同学' },
      },
    },
    clients: [
      {
        clientId: 'xnfz-portal',
        clientSecret: 'portal-browser-secret-0123',
        redirectUris: [`${origin}/api/sso/campus/callback`],
        postLogoutRedirectUris: [`${origin}/PC/`],
      },
    ],
  });
  const cas = await startCasServer({
    users: {
      [casUser.username]: {
        password: casUser.password,
        attributes: { cn: 'CAS 同学', employeeNumber: casUser.studentNumber },
      },
    },
  });
  // 实验空间 (ilab-x): the portal calls it directly; the browser tests reach its control
  // addresses (tickets, stored uploads, modes) through `/ilab/` on the test runner's origin
  const ilab = await startIlabSimulator();
  console.log(
    JSON.stringify({
      idpUrl: `http://127.0.0.1:${idp.port}`,
      casUrl: cas.url.replace(/\/cas$/, ''),
      ilabUrl: ilab.url,
      env: {
        ...browserSsoEnv(origin, `${origin}/cas`),
        ILAB_BASE_URL: ilab.url,
        ILAB_APPID: ilab.appid,
        ILAB_SECRET: ilab.secret,
        ILAB_POLL_MS: '1000',
        ILAB_RETRY_MS: '300',
        ILAB_RETRY_MAX_MS: '1000',
        ILAB_TIMEOUT_MS: '2000',
      },
    }),
  );
  process.on('SIGTERM', () => {
    void Promise.all([idp.close(), cas.close(), ilab.close()]).then(() => process.exit(0));
  });
}

if (process.argv[1]?.endsWith('sso-test-servers.ts')) void main();
