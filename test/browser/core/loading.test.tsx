import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { createRoot } from 'react-dom/client';
import { addLoadingCount, loading, setLoading } from '../../../src/core/store/loading';
import { LoadingOverlay } from '../../../src/core/ui/loading-overlay';

describe('loading state and the 正在加载.. overlay', () => {
  afterEach(() => setLoading(false));

  it('starts with the flag false and the count 0', () => {
    expect(loading.flag).to.equal(false);
    expect(loading.count).to.equal(0);
  });

  it('sets the flag to a given value and raises the count by one', () => {
    setLoading(true);
    expect(loading.flag).to.equal(true);
    setLoading(false);
    expect(loading.flag).to.equal(false);
    addLoadingCount();
    addLoadingCount();
    expect(loading.count).to.equal(2);
  });

  it('covers the page with 正在加载.. while the flag is on, and blocks touch movement', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    root.render(<LoadingOverlay />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('.overlay')).to.equal(null);

    setLoading(true);
    await waitUntil(() => host.querySelector('.overlay'), 'overlay shown');
    const overlay = host.querySelector('.overlay') as HTMLElement;
    expect(overlay.textContent).to.equal('正在加载..');

    const touch = new TouchEvent('touchmove', { bubbles: true, cancelable: true });
    overlay.dispatchEvent(touch);
    expect(touch.defaultPrevented).to.equal(true);

    setLoading(false);
    await waitUntil(() => !host.querySelector('.overlay'), 'overlay hidden');
    root.unmount();
  });
});
