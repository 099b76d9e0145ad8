/**
 * Forms say the right thing in the right place (issue 18 · 10), against the real server:
 * the password strength shows no level before anything is typed; 用户名已被注册 shows at the
 * username field, not above the button; a notice goes away once the user changes what it was about.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/register/register.element';
import { signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, typeInto } from '../helpers/dom';

function input(element: HTMLElement, name: string): HTMLInputElement {
  return shadowOf(element).querySelector(`input[name=${name}]`) as HTMLInputElement;
}

describe('register form notices', () => {
  afterEach(() => signOutLocally());

  it('shows no password strength before anything is typed, then the level', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-register></xnfz-register>`);
    await findIn(element, 'input[name=password]');
    const root = shadowOf(element);
    expect(root.querySelector('[data-strength]'), 'no level yet').to.equal(null);
    const fill = root.querySelector('.strength-fill') as HTMLElement;
    expect(fill.getBoundingClientRect().width, 'an empty bar').to.equal(0);
    expect(root.textContent).not.to.include('密码强度');
    typeInto(input(element, 'password'), 'abc');
    await waitUntil(() => root.querySelector('[data-strength]'), 'a level once typed');
    expect(root.querySelector('[data-strength]')?.textContent).to.equal('密码强度：弱');
  });

  it('shows 用户名已被注册 at the username field, and clears it when the name is changed', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-register></xnfz-register>`);
    await findIn(element, '.captcha-image img', 'captcha image');
    const root = shadowOf(element);
    typeInto(input(element, 'username'), 'student1');
    typeInto(input(element, 'password'), 'Strong1234pw');
    typeInto(input(element, 'confirm'), 'Strong1234pw');
    typeInto(input(element, 'nickname'), '新同学');
    typeInto(input(element, 'email'), `dup${Date.now()}@example.com`);
    typeInto(input(element, 'captchaCode'), XNFZ_TEST_CAPTCHA_CODE);
    (root.querySelector('button[type=submit]') as HTMLButtonElement).click();
    const username = input(element, 'username');
    await waitUntil(() => username.getAttribute('aria-invalid') === 'true', 'error at the field', {
      timeout: 10000,
    });
    const error = root.getElementById(`${username.id}-error`);
    expect(error?.textContent).to.equal('用户名已被注册');
    expect(username.getAttribute('aria-describedby')).to.include(`${username.id}-error`);
    expect(root.querySelector('[part=error]'), 'not above the button').to.equal(null);
    expect(root.activeElement, 'focus on the field').to.equal(username);
    typeInto(username, 'student1x');
    await waitUntil(() => !username.hasAttribute('aria-invalid'), 'cleared once changed');
    expect(root.getElementById(`${username.id}-error`)).to.equal(null);
  });
});
