import { expect } from '@open-wc/testing';
import '../../../src/core/i18n/zh-cn-areas';
import { catalogueState, loadCatalogue, loadedCatalogue } from '../../../src/core/i18n/catalogues';
import { t } from '../../../src/core/i18n/translate';
import { zhCN, type MessageKey } from '../../../src/core/i18n/zh-cn';

describe('i18n: zh-CN at once, en-US on demand', () => {
  it('has zh-CN from the start, en-US only after it is asked for', async () => {
    expect(loadedCatalogue('zh-CN')).to.equal(zhCN);
    expect(loadedCatalogue('en-US')).to.equal(undefined);
    expect(catalogueState['en-US']).to.equal(false);
    // asked before it arrived: the Chinese text, and the fetch starts
    expect(t('census.courseCount', undefined, 'en-US')).to.equal('课程总数');
    const english = await loadCatalogue('en-US');
    expect(catalogueState['en-US']).to.equal(true);
    expect(t('census.courseCount', undefined, 'en-US')).to.equal('Courses');
    expect(t('census.courseCount', undefined, 'zh-CN')).to.equal('课程总数');
    expect(await loadCatalogue('en-US')).to.equal(english);
  });

  it('has a non-empty English text for every zh-CN key, with the same placeholders', async () => {
    const english = await loadCatalogue('en-US');
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = Object.keys(zhCN) as MessageKey[];
    expect(keys).to.include.members(['login.title', 'records.experiments', 'census.courseCount']);
    for (const key of keys) {
      expect(english[key], key).to.be.a('string').and.not.equal('');
      expect(placeholders(english[key] ?? ''), key).to.deep.equal(placeholders(zhCN[key] ?? ''));
    }
  });

  it('shows the key and reports it once when a text is missing from the page', () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const missing = 'nowhere.toBeFound' as MessageKey;
      expect(t(missing)).to.equal('nowhere.toBeFound');
      expect(t(missing)).to.equal('nowhere.toBeFound');
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(String(errors[0]?.[0])).to.include('缺少文本 nowhere.toBeFound');
  });
});
