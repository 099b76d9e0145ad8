import { snapshot } from 'valtio';
import { auth } from '../../../src/core/store/auth';
import { loading } from '../../../src/core/store/loading';
import { notices } from '../../../src/core/store/notices';

function storageText(storage: Storage): string {
  const entries: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) ?? '';
    entries.push(`${key}=${storage.getItem(key) ?? ''}`);
  }
  return entries.join('\n');
}

/**
 * Where a secret typed into a form must never end up: the shared stores, web storage, cookies,
 * the address and the history state. Answers the places that hold it (empty when none).
 */
export function placesHolding(secret: string): string[] {
  const places: Record<string, string> = {
    'auth store': JSON.stringify(snapshot(auth)),
    'loading store': JSON.stringify(snapshot(loading)),
    'notices store': JSON.stringify(snapshot(notices)),
    localStorage: storageText(localStorage),
    sessionStorage: storageText(sessionStorage),
    cookie: document.cookie,
    address: decodeURIComponent(location.href),
    'history state': JSON.stringify(history.state ?? null),
  };
  return Object.entries(places)
    .filter(([, text]) => text.includes(secret))
    .map(([place]) => place);
}
