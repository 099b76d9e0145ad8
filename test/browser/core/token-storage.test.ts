import { expect } from '@open-wc/testing';
import { auth, signIn, signOutLocally, syncTokenFromStorage } from '../../../src/core/store/auth';
import {
  readStoredToken,
  removeStoredToken,
  tokenKey,
  writeStoredToken,
} from '../../../src/core/store/token-storage';

const TOKEN_KEY = 'token';
const testPage = location.pathname;

describe('login token storage on the portal page (/PC/)', () => {
  before(() => history.replaceState(null, '', `/PC/${location.search}`));
  after(() => history.replaceState(null, '', `${testPage}${location.search}`));
  beforeEach(() => {
    removeStoredToken();
    auth.token = null;
    auth.user = null;
  });

  it('stores the token as JSON {"token": …} under the key "token" in localStorage', () => {
    writeStoredToken('abc123');
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null')).to.deep.equal({
      token: 'abc123',
    });
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
  });

  it('keeps a login that is not remembered in sessionStorage only', () => {
    writeStoredToken('tab-only', { remember: false });
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null')).to.deep.equal({
      token: 'tab-only',
    });
    expect(readStoredToken()).to.equal('tab-only');
  });

  it('reads sessionStorage too, and localStorage wins when both hold a token', () => {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'from-session' }));
    expect(readStoredToken()).to.equal('from-session');
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'from-local' }));
    expect(readStoredToken()).to.equal('from-local');
  });

  it('ignores malformed stored values instead of failing', () => {
    localStorage.setItem(TOKEN_KEY, 'not json');
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 42 }));
    expect(readStoredToken()).to.equal(null);
  });

  it('signIn keeps token and user; signOutLocally clears both storages and the user', () => {
    signIn('t1', null);
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 't1' }));
    expect(auth.token).to.equal('t1');
    signOutLocally();
    expect(auth.token).to.equal(null);
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
  });

  it('follows another tab: a token written or removed elsewhere is picked up', () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'other-tab' }));
    expect(syncTokenFromStorage()).to.equal(true);
    expect(auth.token).to.equal('other-tab');
    localStorage.removeItem(TOKEN_KEY);
    expect(syncTokenFromStorage()).to.equal(true);
    expect(auth.token).to.equal(null);
    expect(syncTokenFromStorage()).to.equal(false);
  });
});

describe('login token storage on another site’s page (an embed)', () => {
  afterEach(() => {
    removeStoredToken();
    localStorage.removeItem('token');
    sessionStorage.removeItem('token');
    auth.token = null;
  });

  it('uses a key of its own and never reads, writes or removes the site’s `token`', () => {
    expect(location.pathname.startsWith('/PC/')).to.equal(false);
    expect(tokenKey()).to.equal('xnfz-token');
    localStorage.setItem('token', JSON.stringify({ token: 'site-own' }));
    sessionStorage.setItem('token', JSON.stringify({ token: 'site-session' }));
    expect(readStoredToken()).to.equal(null);
    signIn('ours', null);
    expect(JSON.parse(localStorage.getItem('xnfz-token') ?? 'null')).to.deep.equal({
      token: 'ours',
    });
    signOutLocally();
    expect(localStorage.getItem('xnfz-token')).to.equal(null);
    expect(localStorage.getItem('token')).to.equal(JSON.stringify({ token: 'site-own' }));
    expect(sessionStorage.getItem('token')).to.equal(JSON.stringify({ token: 'site-session' }));
  });
});
