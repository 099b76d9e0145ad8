import { proxy } from 'valtio/vanilla';
import type { Lang } from '../config/config';
import { loadEnUS } from './load-en-us';
import { zhCN, type MessageKey } from './zh-cn';

/** The texts of one language on the page (zh-CN's area texts come with their elements). */
export type Catalogue = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * The catalogues other than zh-CN, each in a chunk of its own: a page fetches one only when an
 * element (its `lang` attribute) or the page (`config.lang`) asks for that language.
 */
const LOADERS: Record<Exclude<Lang, 'zh-CN'>, () => Promise<Catalogue>> = {
  'en-US': loadEnUS,
};

const loaded: Partial<Record<Lang, Catalogue>> = { 'zh-CN': zhCN };
const pending: Partial<Record<Lang, Promise<Catalogue>>> = {};

/** Which catalogues have arrived. Components that read it re-render when one arrives. */
export const catalogueState = proxy<Record<Lang, boolean>>({ 'zh-CN': true, 'en-US': false });

/**
 * The catalogue of a language when it is here, else undefined (start it with `loadCatalogue`).
 * @example
 * loadedCatalogue('zh-CN')?.['census.courseCount']; // → 课程总数
 */
export function loadedCatalogue(lang: Lang): Catalogue | undefined {
  return loaded[lang];
}

/**
 * Fetches a language's catalogue once (later calls share the first fetch; a failed fetch is tried
 * again on the next call) and marks it arrived in `catalogueState`.
 * @example
 * await loadCatalogue('en-US');
 * t('census.courseCount', undefined, 'en-US'); // → Courses
 */
export function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  if (lang === 'zh-CN') return Promise.resolve(zhCN);
  pending[lang] ??= LOADERS[lang]().then(
    (catalogue) => {
      loaded[lang] = catalogue;
      catalogueState[lang] = true;
      return catalogue;
    },
    (error: unknown) => {
      delete pending[lang];
      throw error;
    },
  );
  return pending[lang];
}
