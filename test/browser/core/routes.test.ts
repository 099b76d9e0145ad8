import { expect } from '@open-wc/testing';
import { matchRoute, ROUTES, toHref } from '../../../src/core/router/routes';

const SPEC_PATHS = [
  '/',
  '/login',
  '/forgotpassword',
  '/register',
  '/experiment',
  '/courselist',
  '/redlist',
  '/resourceslist',
  '/newslist',
  '/researchcenter',
  '/notice',
  '/newsdetail',
  '/noticedetail',
  '/researchdetail',
  '/coursecatalog',
  '/redshow',
  '/resourcesdetail',
  '/videodetail',
  '/datastatistics',
  '/personalcenter',
  '/quiz',
  '/report',
  '/contactus',
];

describe('route table', () => {
  it('has every route of both spec tables, and nothing else', () => {
    expect(ROUTES.map((route) => route.path)).to.have.members(SPEC_PATHS);
  });

  it('puts login, forgot password, register and experiment at the top level', () => {
    const topLevel = ROUTES.filter((route) => route.layout === 'top-level').map(
      (route) => route.path,
    );
    expect(topLevel).to.have.members(['/login', '/forgotpassword', '/register', '/experiment']);
  });

  it('matches every spec path from a hash address', () => {
    for (const path of SPEC_PATHS) {
      expect(matchRoute(`#${path}`)?.route.path, path).to.equal(path);
    }
  });

  it('reads the optional {id?} of the course and resource lists', () => {
    expect(matchRoute('#/courselist/7')).to.deep.include({ id: '7' });
    expect(matchRoute('#/courselist')).to.deep.include({ id: null });
    expect(matchRoute('#/resourceslist/12?keyword=a')).to.deep.include({
      id: '12',
      query: { keyword: 'a' },
    });
    expect(matchRoute('#/newslist/5')).to.equal(null);
    expect(matchRoute('#/courselist/7/8')).to.equal(null);
  });

  it('gives detail screens their record as ?id= and shares one screen among them', () => {
    const news = matchRoute('#/newsdetail?id=12');
    expect(news?.query.id).to.equal('12');
    expect(news?.route.screen).to.equal(matchRoute('#/noticedetail')?.route.screen);
    expect(matchRoute('#/researchdetail')?.route.screen).to.equal('article-detail');
    expect(matchRoute('#/redshow')?.route.screen).to.equal(
      matchRoute('#/resourcesdetail')?.route.screen,
    );
  });

  it('treats an empty hash as home and rejects unknown paths', () => {
    expect(matchRoute('')?.route.path).to.equal('/');
    expect(matchRoute('#/no-such-page')).to.equal(null);
  });

  it('reads an id that does not decode as an unknown address, without throwing', () => {
    expect(matchRoute('#/courselist/%')).to.equal(null);
    expect(matchRoute('#/courselist/%E7%BA')).to.equal(null);
    expect(matchRoute('#/courselist/%E7%BA%A2')?.id).to.equal('红');
  });

  it('builds addresses, leaving out empty parameters', () => {
    expect(toHref('/newsdetail', { id: 12 })).to.equal('/newsdetail?id=12');
    expect(toHref('/courselist', { keyword: '', page: undefined })).to.equal('/courselist');
    expect(toHref('/courselist', { keyword: '党史' })).to.equal(
      '/courselist?keyword=%E5%85%9A%E5%8F%B2',
    );
  });
});
