/**
 * The home page keeps the banner's space while the slides load, so nothing below it moves when
 * they arrive (this was the home page's whole layout shift, CLS 0.4 on desktop).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/home/home.element';
import { findIn, shadowOf } from '../helpers/dom';

/** Holds the banners answer until `release()`. */
function holdBanners(): { release: () => void; restore: () => void } {
  const original = window.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/xnfz/banners')) await released;
    return original(input, init);
  };
  return { release, restore: () => (window.fetch = original) };
}

describe('<xnfz-home> layout while loading', () => {
  it('the banner area is as tall while the slides load as with them, and the search does not move', async () => {
    const banners = holdBanners();
    try {
      const page = await fixture<HTMLDivElement>(
        html`<div style="width: 1200px"><xnfz-home></xnfz-home></div>`,
      );
      const home = page.querySelector('xnfz-home') as HTMLElement;
      const area = await findIn(home, '[part=banner]');
      await waitUntil(() => area.querySelector('[part=state-loading]'), 'banner loading state');
      const search = shadowOf(home).querySelector('.search-area') as HTMLElement;
      const before = {
        area: area.getBoundingClientRect().height,
        search: search.getBoundingClientRect().top,
      };
      expect(before.area).to.be.closeTo((1200 * 5) / 16, 2);

      banners.release();
      await waitUntil(() => area.querySelector('.banner-image'), 'slides shown', {
        timeout: 10000,
      });
      const image = area.querySelector('.banner-image') as HTMLImageElement;
      await waitUntil(() => image.getBoundingClientRect().height > 0, 'slide laid out');
      expect(area.getBoundingClientRect().height).to.be.closeTo(before.area, 1);
      expect(search.getBoundingClientRect().top).to.be.closeTo(before.search, 1);
      // the first slide is the largest paint: fetched first; the hidden ones wait until shown
      const images = [...area.querySelectorAll('.banner-image')] as HTMLImageElement[];
      expect(images.length).to.be.greaterThan(1);
      expect(images[0]?.getAttribute('fetchpriority')).to.equal('high');
      expect(images[0]?.loading).to.equal('auto');
      for (const hidden of images.slice(1)) expect(hidden.loading).to.equal('lazy');
    } finally {
      banners.restore();
    }
  });
});
