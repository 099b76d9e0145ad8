/**
 * The portal page asks for its first screen's data while that screen's chunks still load
 * (src/host/first-screen.ts): on the home page the banners call starts before the home element
 * first renders, the element takes that answer instead of asking again, and the first
 * banner's image is preloaded at high priority — the phone's largest paint comes one round trip
 * sooner. Read from the built page served by the real server under /PC/.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { deepQueryAll } from '../helpers/deep-dom';

async function openPortal(address: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '375px';
  frame.style.height = '800px';
  frame.src = address;
  document.body.append(frame);
  return frame;
}

function requests(frame: HTMLIFrameElement, part: string): PerformanceResourceTiming[] {
  const entries = frame.contentWindow?.performance.getEntriesByType('resource') ?? [];
  return (entries as PerformanceResourceTiming[]).filter((entry) => entry.name.includes(part));
}

/** The image is the page's one image preload, at high priority, and was downloaded once. */
async function expectPreloadedOnce(frame: HTMLIFrameElement, source: string): Promise<void> {
  const preload = frame.contentDocument?.head.querySelector<HTMLLinkElement>(
    'link[rel=preload][as=image]',
  );
  expect(preload?.href, 'the image preloaded').to.equal(source);
  expect(preload?.fetchPriority).to.equal('high');
  expect(requests(frame, new URL(source).pathname), 'the image is downloaded once').to.have.length(1);
}

describe('the portal page: the first screen\'s data', function () {
  this.timeout(30000);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('home: the banners are asked for once, before the home element renders, and the first image is preloaded', async () => {
    const frame = await openPortal('/PC/#/');
    let image: HTMLImageElement | undefined;
    await waitUntil(
      () => {
        image = deepQueryAll<HTMLImageElement>(frame.contentDocument ?? document, 'img.banner-image')[0];
        return image?.complete && image.naturalWidth > 0;
      },
      'the first banner image is shown',
      { timeout: 20000 },
    );
    // a resource entry is written when its response has ended: the courses may still be coming
    await waitUntil(() => requests(frame, '/api/xnfz/courseList').length > 0, 'the home courses', {
      timeout: 20000,
    });
    const banners = requests(frame, '/api/xnfz/banners');
    // the home element's own calls start when it first renders (its courses before its banners,
    // as React runs children's effects first): the banners asked ahead come before them
    const firstRenderCall = requests(frame, '/api/xnfz/courseList')[0];
    expect(banners, 'one banners call').to.have.length(1);
    expect(firstRenderCall, 'the home courses were asked for').to.not.equal(undefined);
    expect(banners[0]?.startTime).to.be.below(firstRenderCall?.startTime ?? 0);

    await expectPreloadedOnce(frame, image?.currentSrc ?? '');
  });

  it('/courselist: its categories and first page are asked for once, while its chunks still load', async () => {
    const frame = await openPortal('/PC/#/courselist?sort=hot&page=2');
    await waitUntil(
      () => deepQueryAll(frame.contentDocument ?? document, '.course-card').length > 0,
      'the course cards are shown',
      { timeout: 20000 },
    );
    const list = requests(frame, '/api/xnfz/courseList');
    const categories = requests(frame, '/api/xnfz/courseCategories');
    // the element took the answers asked ahead: the same call, made once
    expect(list.map((entry) => new URL(entry.name).search)).to.deep.equal([
      '?pageNum=2&pageSize=12&sort=hot',
    ]);
    expect(categories, 'one categories call').to.have.length(1);
    // asked for in the task that starts loading the element's chunk: before the browser could ask
    // for what that chunk imports (the element's own calls come later still, once it renders)
    const imported = requests(frame, '/esm/chunks/course-grid-')[0];
    expect(imported, 'the course grid chunk').to.not.equal(undefined);
    expect(list[0]!.startTime).to.be.below(imported!.startTime);
    expect(categories[0]!.startTime).to.be.below(imported!.startTime);
    // the first card's cover, the phone's largest paint, is preloaded and downloaded once
    const cover = deepQueryAll<HTMLImageElement>(frame.contentDocument ?? document, '.course-card img')[0];
    await waitUntil(() => cover?.complete === true, 'the first cover is shown');
    await expectPreloadedOnce(frame, cover?.src ?? '');
  });

  it('another first screen asks for no banners', async () => {
    const frame = await openPortal('/PC/#/newslist');
    await waitUntil(
      () => deepQueryAll(frame.contentDocument ?? document, 'xnfz-article-list').length > 0,
      'the news list is shown',
      { timeout: 20000 },
    );
    expect(requests(frame, '/api/xnfz/banners')).to.have.length(0);
    expect(frame.contentDocument?.head.querySelector('link[rel=preload][as=image]')).to.equal(null);
  });

  it('statistics: each element is mounted once, so each of its calls is made once', async () => {
    const frame = await openPortal('/PC/#/datastatistics');
    // every figure asked for at least once (the panels mount one after another on a busy machine)
    await waitUntil(
      () =>
        ['/api/xnfz/censusTotal', '/api/xnfz/lessonCount', 'by=learn', 'by=rating'].every(
          (part) => requests(frame, part).length > 0,
        ),
      'the statistics screen asks for its figures',
      { timeout: 20000 },
    );
    // what a second mount would ask for comes within the same moment; give it time to show
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rankings = requests(frame, '/api/xnfz/lessonRanking').map((entry) => entry.name);
    expect(requests(frame, '/api/xnfz/censusTotal'), 'censusTotal calls').to.have.length(1);
    expect(requests(frame, '/api/xnfz/lessonCount'), 'lessonCount calls').to.have.length(1);
    // two rankings on the screen (by learners and by rating), each asked for once
    expect(rankings.filter((name) => name.includes('by=learn')), 'by=learn').to.have.length(1);
    expect(rankings.filter((name) => name.includes('by=rating')), 'by=rating').to.have.length(1);
  });
});
