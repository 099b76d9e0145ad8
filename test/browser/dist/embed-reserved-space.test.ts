import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { clearFault, injectFault } from '../helpers/faults';

/**
 * The loader keeps each element's space before the element is defined (src/loader/reserved-space.ts),
 * so a host page does not jump when the elements arrive. The space kept must be the height the
 * element then takes in its loading state; this compares the two at a phone's and a desktop's
 * width, in frames holding the elements at full width.
 */
const ELEMENTS = `
  <xnfz-census-total heading="none"></xnfz-census-total>
  <xnfz-census-total></xnfz-census-total>
  <xnfz-lesson-ranking limit="5"></xnfz-lesson-ranking>
  <xnfz-lesson-ranking></xnfz-lesson-ranking>
  <xnfz-news-feed limit="6"></xnfz-news-feed>
  <xnfz-news-feed></xnfz-news-feed>
  <xnfz-login></xnfz-login>
  <div><xnfz-user-status></xnfz-user-status></div>`;

const LOADER = `${location.origin}/dist/xnfz-loader.js`;

/** A page with the loader in <head>, as the README says; `undefinedForever` stops definitions. */
async function embed(width: number, undefinedForever: boolean): Promise<HTMLIFrameElement> {
  const block = undefinedForever ? '<script>customElements.define = () => {};</script>' : '';
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = '900px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">${block}` +
    `<script src="${LOADER}" data-api-base="${location.origin}"></script>` +
    `</head><body style="margin:0">${ELEMENTS}</body></html>`;
  document.body.append(frame);
  await loaded;
  return frame;
}

function elementsOf(frame: HTMLIFrameElement): HTMLElement[] {
  return [...(frame.contentDocument?.body.querySelectorAll('*') ?? [])].filter((element) =>
    element.localName.startsWith('xnfz-'),
  ) as HTMLElement[];
}

function heightsOf(frame: HTMLIFrameElement): { element: string; height: number }[] {
  return elementsOf(frame).map((element) => ({
    element: element.outerHTML.replace(/><\/.*$/, '>'),
    height: element.getBoundingClientRect().height,
  }));
}

describe('embedding: the space kept before an element is defined', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    // first the frames: their held requests take the browser's connections to this origin
    for (const frame of frames.splice(0)) frame.remove();
    await clearFault();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px it is the element's height while it loads`, async () => {
      const reserved = await embed(width, true);
      frames.push(reserved);
      const kept = heightsOf(reserved);
      expect(elementsOf(reserved).every((element) => !element.shadowRoot)).to.equal(true);
      // an undefined element without a reservation is an empty inline box: 0 px
      for (const { element, height } of kept) expect(height, element).to.be.greaterThan(20);

      // the API held: the defined elements stay in their loading state
      await injectFault('stall');
      const loading = await embed(width, false);
      frames.push(loading);
      await waitUntil(
        () =>
          elementsOf(loading).every((element) =>
            // the user status knows at once that nobody is signed in
            element.shadowRoot?.querySelector('[part=state-loading], form, .status'),
          ),
        'every element shows its loading state',
        { timeout: 15000 },
      );
      const taken = heightsOf(loading);
      kept.forEach(({ element, height }, index) => {
        const loadingHeight = taken[index]?.height ?? 0;
        expect(Math.abs(loadingHeight - height), `${element}: kept ${height}, loading ${loadingHeight}`).to.be.at.most(1);
      });
    });
  }
});
