import { expect, waitUntil } from '@open-wc/testing';
import { afterFirstPaint } from '../../../src/host/after-first-paint';

describe('afterFirstPaint (the portal page starts its script once the shell is painted)', () => {
  afterEach(() => {
    // the hidden-page case shadows the document's own property
    delete (document as { visibilityState?: string }).visibilityState;
  });

  it('runs once the page has painted, and only once though its fallback timer fires later', async () => {
    expect(performance.getEntriesByName('first-contentful-paint'), 'a blank page').to.have.length(
      0,
    );
    let runs = 0;
    let paintedBefore = false;
    afterFirstPaint(() => {
      runs += 1;
      paintedBefore = performance.getEntriesByName('first-contentful-paint').length > 0;
    });
    const text = document.createElement('p');
    text.textContent = '虚拟仿真实验教学';
    document.body.append(text);
    expect(runs, 'not before the page has painted').to.equal(0);
    await waitUntil(() => runs > 0, 'the start after the paint');
    expect(paintedBefore, 'the first contentful paint came first').to.equal(true);
    // the fallback wait is 300 ms
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runs).to.equal(1);
  });

  it('runs at once on a hidden page, which paints nothing until it is shown', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    let runs = 0;
    afterFirstPaint(() => (runs += 1));
    expect(runs).to.equal(1);
  });
});
