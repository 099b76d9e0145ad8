/**
 * A small browser for server tests: follows redirects (302/303 as GET) and keeps cookies per
 * host name (like a browser: the port does not separate them), so a sign-in can be driven through
 * the real provider and the real portal over HTTP.
 */
import { freePort } from '../../scripts/free-port.mjs';

export interface Page {
  url: string;
  status: number;
  text: string;
  /** Every address visited, the first and each redirect's target. */
  visited: string[];
}

export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  /** The cookies kept for a host name. */
  cookies(host: string): Map<string, string> {
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  /** Opens an address (GET, or POST of form fields) and follows its redirects. */
  async open(address: string, form?: Record<string, string>): Promise<Page> {
    let url = new URL(address);
    let method = form ? 'POST' : 'GET';
    let body: string | undefined = form ? new URLSearchParams(form).toString() : undefined;
    const visited = [url.toString()];
    for (let hop = 0; hop < 20; hop += 1) {
      const cookies = this.cookies(url.hostname);
      const headers: Record<string, string> = {};
      if (cookies.size > 0)
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(url, { method, headers, body, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        url = new URL(location, url);
        visited.push(url.toString());
        if (response.status !== 307 && response.status !== 308) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return { url: url.toString(), status: response.status, text: await response.text(), visited };
    }
    throw new Error(`too many redirects from ${address}`);
  }
}

/** A free port below the kernel's ephemeral range (scripts/free-port.mjs). */
export { freePort };
