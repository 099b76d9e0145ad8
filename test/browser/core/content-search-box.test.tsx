/**
 * The portal lists' search box searches for what is in the field when it is submitted — also when
 * the submit comes in the same task as the typing (autofill, a script, a very quick Enter), before
 * React has rendered the typed text.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { createRoot, type Root } from 'react-dom/client';
import { ContentSearchBox } from '../../../src/core/ui/content-search-box';
import { typeInto } from '../helpers/dom';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
});

async function mount(onSearch: (keyword: string) => void): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  root = createRoot(host);
  root.render(<ContentSearchBox keyword="" onSearch={onSearch} />);
  await waitUntil(() => host.querySelector('input'), 'search box rendered');
  return host;
}

describe('ContentSearchBox', () => {
  it('searches for the typed words when 搜索 follows the typing at once', async () => {
    const searched: string[] = [];
    const host = await mount((keyword) => searched.push(keyword));
    typeInto(host.querySelector('input')!, '  遵义会议 ');
    host.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(searched).to.deep.equal(['遵义会议']);
  });

  it('keeps what was typed as soon as the box appeared (before its first effects ran)', async () => {
    const searched: string[] = [];
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    // a MutationObserver runs right after React inserts the box, before its effects
    const typed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = host.querySelector('input');
        if (!input) return;
        observer.disconnect();
        typeInto(input, '遵义会议');
        resolve();
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    root = createRoot(host);
    root.render(<ContentSearchBox keyword="" onSearch={(keyword) => searched.push(keyword)} />);
    await typed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('input')!.value).to.equal('遵义会议');
    host.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(searched).to.deep.equal(['遵义会议']);
  });

  it('follows the keyword in force when it changes (back / forward)', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    root = createRoot(host);
    root.render(<ContentSearchBox keyword="延安" onSearch={() => undefined} />);
    await waitUntil(() => host.querySelector('input')?.value === '延安', 'the keyword shown');
    root.render(<ContentSearchBox keyword="西柏坡" onSearch={() => undefined} />);
    await waitUntil(() => host.querySelector('input')?.value === '西柏坡', 'the new keyword shown');
  });

  it('searches for the typed words after a render too', async () => {
    const searched: string[] = [];
    const host = await mount((keyword) => searched.push(keyword));
    typeInto(host.querySelector('input')!, '延安');
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(searched).to.deep.equal(['延安']);
  });
});
