/**
 * CAS 3.0 (Apereo CAS protocol): the browser goes to `<server>/login?service=<callback>`, comes
 * back with `?ticket=ST-…`, and the server validates the ticket once at
 * `<server>/p3/serviceValidate?service=…&ticket=…`, whose XML answer carries the user and the
 * attributes (or `cas:authenticationFailure` with a code such as INVALID_TICKET).
 */
import type { SsoProvider } from './sso-config';

const TIMEOUT_MS = 10_000;

export interface CasResult {
  user: string;
  attributes: Record<string, string[]>;
}

/** The CAS login address for this service (callback) address. */
export function casLoginUrl(provider: SsoProvider, service: string): string {
  return `${provider.casUrl}/login?service=${encodeURIComponent(service)}`;
}

/** The CAS logout address, coming back to `service` afterwards. */
export function casLogoutUrl(provider: SsoProvider, service: string): string {
  return `${provider.casUrl}/logout?service=${encodeURIComponent(service)}`;
}

function decodeXml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Reads a serviceValidate answer: the user and attributes, or throws with the failure code. */
export function parseServiceResponse(xml: string): CasResult {
  const failure = /<cas:authenticationFailure\b[^>]*\bcode\s*=\s*"([^"]*)"/.exec(xml);
  if (failure) throw new Error(`CAS authenticationFailure ${failure[1] ?? ''}`);
  const success = /<cas:authenticationSuccess>([\s\S]*?)<\/cas:authenticationSuccess>/.exec(xml);
  if (!success?.[1]) throw new Error('CAS answer without authenticationSuccess');
  const body = success[1];
  const user = /<cas:user>([\s\S]*?)<\/cas:user>/.exec(body)?.[1];
  if (!user?.trim()) throw new Error('CAS answer without cas:user');
  const attributes: Record<string, string[]> = {};
  const block = /<cas:attributes>([\s\S]*?)<\/cas:attributes>/.exec(body)?.[1] ?? '';
  for (const match of block.matchAll(/<cas:([A-Za-z0-9_.-]+)>([\s\S]*?)<\/cas:\1>/g)) {
    const [, name, value] = match;
    if (!name || value === undefined) continue;
    (attributes[name] ??= []).push(decodeXml(value.trim()));
  }
  return { user: decodeXml(user.trim()), attributes };
}

/** Validates a service ticket for the service address (once: CAS tickets are single use). */
export async function casValidate(
  provider: SsoProvider,
  service: string,
  ticket: unknown,
): Promise<CasResult> {
  if (typeof ticket !== 'string' || !/^ST-[A-Za-z0-9._-]{1,256}$/.test(ticket))
    throw new Error('not a CAS service ticket');
  const url = `${provider.casUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`CAS serviceValidate HTTP ${response.status}`);
  return parseServiceResponse(await response.text());
}
