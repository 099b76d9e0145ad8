/**
 * OpenID Connect with openid-client: discovery (once per provider, again after a failure), the
 * authorization request with PKCE (S256), state and nonce, and the callback's checks (state,
 * issuer, audience, nonce, signature, PKCE — all by openid-client) and the claims of the user.
 */
import * as client from 'openid-client';
import type { SsoProvider } from './sso-config';

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's discovered configuration (cached; a failed discovery is tried again). */
export function oidcConfiguration(
  provider: SsoProvider,
  allowInsecure: boolean,
): Promise<client.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    pending = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret ? { client_secret: provider.clientSecret } : undefined,
      provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None(),
      allowInsecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

export interface OidcStart {
  url: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization address for a new sign-in (the caller stores nonce and verifier). */
export async function oidcAuthorizationUrl(
  provider: SsoProvider,
  allowInsecure: boolean,
  redirectUri: string,
  state: string,
): Promise<OidcStart> {
  const config = await oidcConfiguration(provider, allowInsecure);
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.toString(), nonce, codeVerifier };
}

export interface OidcResult {
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/**
 * Completes the sign-in from the callback address: code exchange with the verifier, ID token
 * checks (issuer, audience, nonce, expiry), then the userinfo claims of the same subject.
 */
export async function oidcCallback(
  provider: SsoProvider,
  allowInsecure: boolean,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcResult> {
  const config = await oidcConfiguration(provider, allowInsecure);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims || !tokens.id_token) throw new Error('no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (config.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    claims = { ...claims, ...info, sub: idClaims.sub };
  }
  return { subject: idClaims.sub, claims, idToken: tokens.id_token };
}

/** The provider's end-session address (null when it has none). */
export async function oidcLogoutUrl(
  provider: SsoProvider,
  allowInsecure: boolean,
  idToken: string | null,
  after: string,
): Promise<string | null> {
  const config = await oidcConfiguration(provider, allowInsecure);
  if (!config.serverMetadata().end_session_endpoint) return null;
  const parameters: Record<string, string> = { post_logout_redirect_uri: after };
  if (idToken) parameters.id_token_hint = idToken;
  else parameters.client_id = provider.clientId;
  return client.buildEndSessionUrl(config, parameters).toString();
}
