/**
 * Watches the page's visit counts (`webClicksAdd`) as they go to the real server, so a test can
 * wait for every visit already sent to be answered — the server answers a visit once it is
 * committed — instead of guessing how long a visit takes. Import it before the router starts.
 * It only observes: every request still goes to the real fetch.
 */
const pending = new Set<Promise<unknown>>();
let sent = 0;

const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = realFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (url.includes('/api/xnfz/webClicksAdd')) {
    sent += 1;
    const answered = request.then(
      () => undefined,
      () => undefined,
    );
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  }
  return request;
};

/** How many visit counts this page has sent so far. */
export function visitsSent(): number {
  return sent;
}

/** Resolves once every visit count sent so far (and any sent meanwhile) has its answer. */
export async function allVisitsAnswered(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
