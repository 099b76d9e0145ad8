/**
 * The portal names its icon and the server has it (issue 18 · 15: /favicon.ico was 404 on every
 * page load). Read from the built page served by the real server under /PC/.
 */
import { expect } from '@open-wc/testing';

describe('the portal icon', () => {
  it('the portal page links an icon that loads as a 32 px image', async () => {
    const page = await (await fetch('/PC/')).text();
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const link = doc.querySelector('link[rel~=icon]');
    expect(link, '<link rel=icon>').to.not.equal(null);
    const href = new URL(link?.getAttribute('href') ?? '', new URL('/PC/', location.href)).href;
    const response = await fetch(href);
    expect(response.status, href).to.equal(200);
    const bitmap = await createImageBitmap(await response.blob());
    expect([bitmap.width, bitmap.height]).to.deep.equal([32, 32]);
  });
});
