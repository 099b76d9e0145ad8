/**
 * The account and statistics screens at a phone's 375 px and a desktop's 1440 px, inside the
 * portal against the real server: nothing sticks out sideways, and the parts are stacked on the
 * phone and side by side on the desktop.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf } from '../helpers/dom';
import { go, mountPortal, screenElement } from '../helpers/content';
import { finishOpenExperiment, registerUser } from '../helpers/server-api';
import { PHONE, atWidths, box, stickingOut } from '../helpers/layout';

describe('account and statistics screens at 375 px and 1440 px', function () {
  this.timeout(60000);
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  afterEach(() => signOutLocally());

  for (const [hash, tag] of [
    ['#/login', 'xnfz-login'],
    ['#/register', 'xnfz-register'],
    ['#/forgotpassword', 'xnfz-forgot-password'],
  ] as const) {
    it(`${hash}: the form fits the phone and stays a readable column on the desktop`, async () => {
      await atWidths(async (width) => {
        await go(hash);
        const element = await screenElement(portal, tag);
        const form = await findIn(element, 'form');
        expect(stickingOut(document.body, width), `${width}px`).to.deep.equal([]);
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
        if (width === PHONE.width) expect(box(form).width).to.be.at.least(width * 0.75);
        else expect(box(form).width).to.be.within(320, 720);
      });
    });
  }

  it('#/personalcenter 学习记录: menu above the tables on the phone, beside them on the desktop', async () => {
    const { token } = await registerUser();
    const { sessionId } = await finishOpenExperiment(token, {
      score: 75,
      report: '测量记录'.repeat(60),
    });
    signIn(token);
    await atWidths(async (width) => {
      await go('#/personalcenter?tab=records');
      const center = await screenElement(portal, 'xnfz-personal-center');
      await findIn(center, `[data-attempt-id="${sessionId}"]`);
      const root = shadowOf(center);
      expect(stickingOut(document.body, width), `${width}px`).to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const menu = box(root.querySelector('.menu'));
      const content = box(root.querySelector('.content'));
      if (width === PHONE.width) expect(content.top).to.be.at.least(menu.bottom);
      else expect(content.left).to.be.at.least(menu.right);
    });
  });

  it('#/personalcenter 个人资料: the form fits the phone', async () => {
    const { token } = await registerUser();
    signIn(token);
    await atWidths(async (width) => {
      await go('#/personalcenter?tab=profile');
      const center = await screenElement(portal, 'xnfz-personal-center');
      await findIn(center, 'form input[name=nickname]');
      expect(stickingOut(document.body, width), `${width}px`).to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
    });
  });

  it('#/datastatistics: one panel per row on the phone, several per row on the desktop', async () => {
    await atWidths(async (width) => {
      await go('#/datastatistics');
      const ranking = await screenElement(portal, 'xnfz-lesson-ranking');
      await findIn(ranking, 'ol, table, [part=state-empty]');
      const dashboard = (await screenElement(portal, '.dashboard')) as HTMLElement;
      const panels = [...dashboard.children];
      await waitUntil(
        () => stickingOut(document.body, width).length === 0,
        `nothing sticks out at ${width}px: ${stickingOut(document.body, width).join(', ')}`,
      );
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const tops = new Set(panels.map((panel) => Math.round(box(panel).top)));
      if (width === PHONE.width) expect(tops.size).to.equal(panels.length);
      else expect(tops.size).to.be.below(panels.length);
    });
  });
});
