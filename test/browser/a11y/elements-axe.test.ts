import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/census-total/census-total.element';
import '../../../src/widgets/course-catalog/course-catalog.element';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/forgot-password/forgot-password.element';
import '../../../src/widgets/home/home.element';
import '../../../src/widgets/lesson-ranking/lesson-ranking.element';
import '../../../src/widgets/login/login.element';
import '../../../src/widgets/month-clicks/month-clicks.element';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/register/register.element';
import '../../../src/widgets/experiment-center/experiment-center.element';
import '../../../src/widgets/video-detail/video-detail.element';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn } from '../helpers/dom';
import { registerUser } from '../helpers/server-api';

/** axe-core (through @open-wc/testing) on the elements not covered by their own test files. */
describe('no axe violations, with real data', () => {
  afterEach(() => signOutLocally());

  const cases: [string, () => ReturnType<typeof html>, string][] = [
    ['census totals', () => html`<xnfz-census-total></xnfz-census-total>`, '.card'],
    ['ranking', () => html`<xnfz-lesson-ranking limit="6"></xnfz-lesson-ranking>`, '.item'],
    ['monthly chart as a table', () => html`<xnfz-month-clicks></xnfz-month-clicks>`, '.toggle'],
    ['login', () => html`<xnfz-login></xnfz-login>`, '.captcha-image img'],
    ['register', () => html`<xnfz-register></xnfz-register>`, '.captcha-image img'],
    [
      'forgot password',
      () => html`<xnfz-forgot-password></xnfz-forgot-password>`,
      '.captcha-image img',
    ],
    // the cards, not the skip link that shows from the start
    ['course list', () => html`<xnfz-course-list></xnfz-course-list>`, '[data-course-id] a'],
    [
      'course catalog',
      () => html`<xnfz-course-catalog course-id="1"></xnfz-course-catalog>`,
      'h1, h2',
    ],
    ['video detail', () => html`<xnfz-video-detail lesson-id="1"></xnfz-video-detail>`, 'video'],
    ['home', () => html`<xnfz-home></xnfz-home>`, 'a'],
    [
      'experiment centre',
      () => html`<xnfz-experiment-center></xnfz-experiment-center>`,
      'a, button',
    ],
  ];

  for (const [name, template, ready] of cases) {
    it(name, async () => {
      const element = await fixture<HTMLElement>(template());
      await findIn(element, ready, `${name} loaded`);
      if (name === 'monthly chart as a table') {
        (element.shadowRoot?.querySelector('.toggle') as HTMLButtonElement).click();
        await findIn(element, 'table');
      }
      await expect(element).to.be.accessible();
    });
  }

  it('personal center sections', async () => {
    const { token } = await registerUser();
    signIn(token);
    for (const tab of [
      'collection',
      'learning',
      'records',
      'quizzes',
      'grades',
      'reports',
      'profile',
      'password',
    ]) {
      const element = await fixture<HTMLElement>(
        html`<xnfz-personal-center tab=${tab}></xnfz-personal-center>`,
      );
      await findIn(element, 'h2', `${tab} section`);
      await expect(element, tab).to.be.accessible();
    }
  });
});
