/**
 * A frame for the campus sign-in tests (统一身份认证): pages of the portal, of the providers and of
 * an embedding site open in it one after another, as they would in a browser tab, and the test
 * reads and drives each of them (through their shadow roots too).
 */
import { deepQueryAll, deepText } from './deep-dom';

let current: HTMLIFrameElement | null = null;

/** The window of the frame the test drives. */
export function view(): Window {
  const opened = current?.contentWindow;
  if (!opened) throw new Error('no frame open');
  return opened;
}

/** The page in it when it is of this origin (readable), else null. */
function readable(): Document | null {
  try {
    return view().document;
  } catch {
    return null;
  }
}

/** Waits for a condition (it may be async); on timeout says where the frame is and what it shows. */
export async function waitUntil(
  condition: () => unknown,
  message: string,
  { timeout = 30000 }: { timeout?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if (await condition()) return;
    } catch {
      // a frame between two pages
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let where = '';
  try {
    where = `${view().location.href}: ${deepText(readable()!.body).slice(0, 800)}`;
  } catch (error) {
    where = String(error);
  }
  throw new Error(`${message} — not within ${timeout} ms; the frame is at ${where}`);
}

/** The page shown (one of this origin: readable). */
export function page(): Document {
  const doc = readable();
  if (!doc) throw new Error('the page shown is of another origin');
  return doc;
}

/** The first element matching `selector` in the frame's page, shadow roots included. */
export function find<E extends Element = HTMLElement>(selector: string): E | null {
  const doc = current ? readable() : null;
  return doc ? (deepQueryAll<E>(doc, selector)[0] ?? null) : null;
}

export async function waitFor<E extends Element = HTMLElement>(
  selector: string,
  message = selector,
): Promise<E> {
  await waitUntil(() => find(selector), message, { timeout: 30000 });
  return find<E>(selector)!;
}

/** A new frame (1280 × 900) that starts loading `src`. */
export function openFrame(src: string): void {
  closeFrame();
  current = document.createElement('iframe');
  current.style.width = '1280px';
  current.style.height = '900px';
  current.src = src;
  document.body.append(current);
}

export function closeFrame(): void {
  current?.remove();
  current = null;
}

/** The portal page (this origin, logged out) at a hash route. */
export async function openPortal(hash: string): Promise<void> {
  localStorage.clear();
  openFrame(`/PC/${hash}`);
  await waitUntil(() => readable()?.querySelector('xnfz-portal'), 'portal page', {
    timeout: 30000,
  });
}

/** The 统一身份认证 button of a provider, by its label (in `<xnfz-login>` or the login screen). */
export function ssoButton(label: string): HTMLAnchorElement | null {
  return (
    deepQueryAll<HTMLAnchorElement>(page(), 'xnfz-login a[part=sso], a[part=sso]').find(
      (link) => link.textContent?.trim() === label,
    ) ?? null
  );
}

/** Fills and sends the provider's login form (a page of the provider, on this origin here). */
export async function signInAt(prefix: 'idp' | 'cas', username: string, password: string) {
  await waitUntil(() => readable()?.querySelector(`#${prefix}-username`), `${prefix} login form`, {
    timeout: 30000,
  });
  const doc = page();
  (doc.querySelector(`#${prefix}-username`) as HTMLInputElement).value = username;
  (doc.querySelector(`#${prefix}-password`) as HTMLInputElement).value = password;
  (doc.querySelector(`#${prefix}-submit`) as HTMLButtonElement).click();
}

/**
 * The portal's choice page of a first sign-in (SSO_BIND_EXISTING): 创建新账号 when the provider's
 * username is free.
 */
export async function createOnChoicePage(username: string): Promise<void> {
  const create = await waitFor<HTMLButtonElement>('#create', 'the choice page (创建新账号)');
  if (create.textContent !== `创建新账号 ${username}`) {
    throw new Error(`the choice page offers "${create.textContent}"`);
  }
  create.click();
}

/** Waits for 个人中心 › 个人资料 of `username`. */
export async function waitForProfile(username: string) {
  await waitUntil(
    () => find('[data-field=username]')?.textContent?.trim() === username,
    `personal centre of ${username}`,
    { timeout: 30000 },
  );
}

/**
 * Ends the OpenID provider's own session (its logout page, confirmed by itself), so the next
 * sign-in asks for a password whatever test file signed in before.
 */
export async function endIdpSession(): Promise<void> {
  openFrame('/idp/session/end');
  await waitUntil(
    () => view().location.pathname.endsWith('/session/end/success'),
    'the provider logged out',
    { timeout: 30000 },
  );
}
