/**
 * The login token as the spec stores it: JSON `{"token": "…"}` under the key `token`.
 * localStorage (a remembered login) wins over sessionStorage (this tab only) when both hold one.
 */

/** True on the portal's own page (under /PC/), where the spec's names hold. */
export function onPortalPage(): boolean {
  return /^\/PC(\/|$)/.test(location.pathname);
}

/**
 * The storage key: the spec's `token` on the portal's own page; on any other page (a site that
 * embeds the elements) a key of our own, so the site's `token` is never read, sent or removed.
 */
export function tokenKey(): string {
  return onPortalPage() ? 'token' : 'xnfz-token';
}

function readFrom(storage: Storage | undefined): string | null {
  try {
    const raw = storage?.getItem(tokenKey());
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'token' in parsed) {
      const { token } = parsed as { token: unknown };
      return typeof token === 'string' && token.length > 0 ? token : null;
    }
    return null;
  } catch {
    return null;
  }
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/**
 * The stored token, localStorage first.
 * @example
 * const token = readStoredToken(); // 'Xy3…' or null
 */
export function readStoredToken(): string | null {
  return readFrom(safeStorage('localStorage')) ?? readFrom(safeStorage('sessionStorage'));
}

/**
 * Keeps the token: in localStorage when remembered, else in sessionStorage (gone with the tab).
 * @example
 * writeStoredToken('Xy3…', { remember: true });
 */
export function writeStoredToken(token: string, { remember = true } = {}): void {
  const value = JSON.stringify({ token });
  removeStoredToken();
  try {
    (remember ? safeStorage('localStorage') : safeStorage('sessionStorage'))?.setItem(
      tokenKey(),
      value,
    );
  } catch {
    // storage full or disabled: the token still lives in memory for this page
  }
}

/** Removes the token from both storages. */
export function removeStoredToken(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      safeStorage(kind)?.removeItem(tokenKey());
    } catch {
      // nothing to remove where storage is disabled
    }
  }
}
