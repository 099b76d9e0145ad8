/**
 * 站点信息 saved in the console reaches the portal (issue 31, major 3): the header's name and logo,
 * the document title (`<page> - <site name>`), the footer's text, ICP number, contact lines and
 * links, on every layout of the host page. When the site information cannot be had, the portal
 * shows the catalogue's defaults; when the page carries it (the server puts it there, see
 * test/server/portal-site-info.test.ts), the portal starts from it without asking.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminSiteInfo } from '../../../src/core/api/admin-contract';
import type { SiteInfo } from '../../../src/core/api/contract';
import { findIn, shadowOf } from '../helpers/dom';
import { clearFault, injectFault } from '../helpers/faults';
import { go, mountPortal } from '../helpers/portal';
import { apiGet, apiPost, loginAs, must } from '../helpers/server-api';

const CATALOGUE_NAME = '虚拟仿真实验教学学习培训平台';

const brand = (portal: HTMLElement) =>
  shadowOf(portal).querySelector('header .brand') as HTMLAnchorElement;
const footer = (portal: HTMLElement) => shadowOf(portal).querySelector('footer') as HTMLElement;

async function saveSite(token: string, info: SiteInfo): Promise<void> {
  const { version } = must(await apiGet<AdminSiteInfo>('/api/admin/siteInfo', token));
  must(await apiPost('/api/admin/siteInfoSave', { ...info, version }, token));
}

describe('the portal when the site information cannot be had', () => {
  let portal: HTMLElement;
  before(async () => {
    await injectFault('down', ['/api/xnfz/siteInfo']);
    portal = await mountPortal();
  });
  after(async () => {
    portal.remove();
    await clearFault();
  });

  it('shows the catalogue’s name in the header and title, and its footer', async () => {
    await go('#/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(brand(portal).textContent).to.equal(CATALOGUE_NAME);
    expect(brand(portal).querySelector('img')).to.equal(null);
    expect(document.title).to.equal(`首页 - ${CATALOGUE_NAME}`);
    const text = footer(portal).textContent ?? '';
    expect(text).to.include('本平台提供课程学习、资源浏览与虚拟仿真实验服务');
    expect(text).to.include(`© ${new Date().getFullYear()} ${CATALOGUE_NAME} 版权所有`);
  });
});

describe('the portal starts from the site information its page carries', () => {
  let portal: HTMLElement;
  let data: HTMLScriptElement;
  before(async () => {
    // the call would fail: what shows can only come from the page
    await injectFault('down', ['/api/xnfz/siteInfo']);
    data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'xnfz-site-info';
    data.textContent = JSON.stringify({
      name: '页面自带的中心名称',
      logo: '',
      footer: '页面自带的页脚',
      contact: { address: '', phone: '', email: '', hours: '' },
      links: [],
    } satisfies SiteInfo);
    document.head.append(data);
    portal = await mountPortal();
  });
  after(async () => {
    portal.remove();
    data.remove();
    await clearFault();
  });

  it('its name and footer, from the first render', async () => {
    expect(brand(portal).textContent).to.equal('页面自带的中心名称');
    expect(footer(portal).textContent).to.include('页面自带的页脚');
    await go('#/courselist');
    expect(document.title).to.equal('课程中心 - 页面自带的中心名称');
  });
});

describe('site information saved in the console shows on the portal', () => {
  let portal: HTMLElement;
  let token: string;
  let original: SiteInfo;
  const name = `示范虚拟仿真实验教学中心${Date.now().toString(36).slice(-4)}`;
  const saved: SiteInfo = {
    name,
    logo: '/media/site/logo.svg',
    footer: '© 2026 示范大学 版权所有\n鄂ICP备12345678号-1',
    contact: {
      address: '武汉市示范大道 88 号',
      phone: '027-8754 3210',
      email: 'centre@example.edu.cn',
      hours: '周一至周五 8:30—17:30',
    },
    links: [{ name: '国家虚拟仿真实验教学课程共享平台', url: 'https://www.ilab-x.com/' }],
  };

  before(async () => {
    ({ token } = await loginAs('admin1', 'Demo@1234'));
    const opened = must(await apiGet<AdminSiteInfo>('/api/admin/siteInfo', token));
    original = {
      name: opened.name,
      logo: opened.logo,
      footer: opened.footer,
      contact: opened.contact,
      links: opened.links,
    };
    await saveSite(token, saved);
    portal = await mountPortal();
  });
  after(async () => {
    portal.remove();
    await saveSite(token, original);
  });

  it('the header shows the name and the logo, the title ends in the name', async () => {
    await go('#/');
    await waitUntil(() => brand(portal).textContent === name, 'the saved name in the header');
    const logo = brand(portal).querySelector('img') as HTMLImageElement;
    expect(logo, 'the logo').to.not.equal(null);
    expect(new URL(logo.src).pathname).to.equal('/media/site/logo.svg');
    expect(logo.alt, 'the name beside it says it all').to.equal('');
    await waitUntil(() => logo.complete && logo.naturalWidth > 0, 'the logo loaded', {
      timeout: 15000,
    });
    await waitUntil(() => document.title === `首页 - ${name}`, `title: ${document.title}`);
    const home = await findIn(portal, 'h1');
    expect(home.textContent, 'the home page’s heading').to.equal(name);
    await go('#/courselist');
    expect(document.title).to.equal(`课程中心 - ${name}`);
  });

  it('the footer shows the footer text, the ICP number linked to the register, contact lines and links', async () => {
    await go('#/');
    await waitUntil(() => footer(portal).textContent?.includes('示范大学'), 'the saved footer');
    const shown = footer(portal);
    const text = shown.textContent ?? '';
    expect(text).to.include('© 2026 示范大学 版权所有');
    expect(text, 'the catalogue lines give way').to.not.include('本平台提供课程学习');
    const icp = [...shown.querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('鄂ICP备12345678号-1'),
    );
    expect(icp?.getAttribute('href')).to.equal('https://beian.miit.gov.cn/');
    expect(text).to.include('武汉市示范大道 88 号');
    expect(shown.querySelector('a[href^="tel:"]')?.textContent).to.equal('027-8754 3210');
    expect(shown.querySelector('a[href="mailto:centre@example.edu.cn"]')).to.not.equal(null);
    const link = [...shown.querySelectorAll('a')].find((a) => a.href === 'https://www.ilab-x.com/');
    expect(link?.textContent).to.include('国家虚拟仿真实验教学课程共享平台');
  });

  it('the full-window screens (登录) show the name in their header too', async () => {
    await go('#/login');
    await waitUntil(() => brand(portal)?.textContent === name, 'the name on the login screen');
    expect(document.title).to.equal(`用户登录 - ${name}`);
    await go('#/');
  });
});
