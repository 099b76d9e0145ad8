import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { afterFirstPaint } from '../../../src/host/after-first-paint';

/** Longer than any test here: a start within it came from the paint, not from the timer. */
const NEVER = 60_000;

describe('afterFirstPaint (the portal page starts its script once the shell is painted)', () => {
  afterEach(() => {
    // the hidden-page cases shadow the document's own property
    delete (document as { visibilityState?: string }).visibilityState;
  });

  it('starts a page hidden while it waits, at once', () => {
    expect(performance.getEntriesByName('first-contentful-paint'), 'a blank page').to.have.length(
      0,
    );
    let runs = 0;
    afterFirstPaint(() => (runs += 1), NEVER);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(runs).to.equal(1);
  });

  it('runs when the page has painted, not before', async () => {
    expect(performance.getEntriesByName('first-contentful-paint'), 'a blank page').to.have.length(
      0,
    );
    let runs = 0;
    let paintedBefore = false;
    afterFirstPaint(() => {
      runs += 1;
      paintedBefore = performance.getEntriesByName('first-contentful-paint').length > 0;
    }, NEVER);
    const text = document.createElement('p');
    text.textContent = '虚拟仿真实验教学';
    document.body.append(text);
    await waitUntil(() => runs > 0, 'the start after the paint');
    expect(paintedBefore, 'the first contentful paint came first').to.equal(true);
    expect(runs).to.equal(1);
  });

  it('runs only once when the paint and its fallback timer both come', async () => {
    let runs = 0;
    afterFirstPaint(() => (runs += 1), 50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).to.equal(1);
  });

  it('runs at once on a hidden page, which paints nothing until it is shown', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    let runs = 0;
    afterFirstPaint(() => (runs += 1), NEVER);
    expect(runs).to.equal(1);
  });

  it('runs at once without declarative shadow DOM, where the prerendered shell never paints', () => {
    const proto = HTMLTemplateElement.prototype;
    const shadowRootMode = Object.getOwnPropertyDescriptor(proto, 'shadowRootMode');
    expect(shadowRootMode, 'Chromium has declarative shadow DOM').to.not.equal(undefined);
    delete (proto as { shadowRootMode?: unknown }).shadowRootMode;
    try {
      let runs = 0;
      afterFirstPaint(() => (runs += 1), NEVER);
      expect(runs).to.equal(1);
    } finally {
      Object.defineProperty(proto, 'shadowRootMode', shadowRootMode as PropertyDescriptor);
    }
  });
});
