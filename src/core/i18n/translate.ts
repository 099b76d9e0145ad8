import { useContext, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { config, type Lang } from '../config/config';
import { catalogueState, loadCatalogue, loadedCatalogue } from './catalogues';
import { LangContext } from './lang-context';
import { zhCN, type MessageKey } from './zh-cn';
import { fillPlaceholders } from './fill-placeholders';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/** Logs a catalogue that failed to arrive; texts stay in zh-CN until a later call fetches it. */
function requestCatalogue(lang: Lang): void {
  loadCatalogue(lang).catch((error: unknown) => {
    console.warn(`[xnfz] ${lang} 文本加载失败，暂以中文显示。`, error);
  });
}

const reported = new Set<string>();

/** A key whose text is not on the page: an element forgot to import its area's texts. */
function missingText(key: MessageKey): string {
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`[xnfz] 缺少文本 ${key}：显示它的元素须导入 core/i18n/zh-cn-areas。`);
  }
  return key;
}

/**
 * The text of a message in the page's language, with `{name}` placeholders filled. A language
 * whose catalogue has not arrived yet is fetched, and its texts are zh-CN until then.
 * @example
 * t('auth.greeting', { name: '李明' }); // → 您好，李明
 */
export function t(key: MessageKey, params?: MessageParams, lang: Lang = config.lang): string {
  let catalogue = loadedCatalogue(lang);
  if (!catalogue) {
    requestCatalogue(lang);
    catalogue = zhCN;
  }
  const text = catalogue[key] ?? zhCN[key];
  if (text === undefined) return missingText(key);
  return fillPlaceholders(text, params);
}

/** The language this element renders in (its `lang` attribute, else the page setting). */
export function useLang(): Lang {
  const { lang } = useSnapshot(config);
  return useContext(LangContext) ?? lang;
}

/**
 * `t` bound to the current language, re-rendering the component when the language changes or
 * its catalogue arrives (zh-CN texts are shown while another language's catalogue loads).
 * @example
 * const t = useT();
 * return <h2>{t('login.title')}</h2>;
 */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const lang = useLang();
  const ready = useSnapshot(catalogueState)[lang];
  useEffect(() => {
    if (!ready) requestCatalogue(lang);
  }, [lang, ready]);
  const shown = ready ? lang : 'zh-CN';
  return (key, params) => t(key, params, shown);
}
