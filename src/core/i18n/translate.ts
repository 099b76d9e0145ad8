import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { config, type Lang } from '../config/config';
import { enUS } from './en-us';
import { LangContext } from './lang-context';
import { zhCN, type MessageKey } from './zh-cn';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const CATALOGUES: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/**
 * The text of a message in the page's language, with `{name}` placeholders filled.
 * @example
 * t('auth.greeting', { name: '李明' }); // → 您好，李明
 */
export function t(key: MessageKey, params?: MessageParams, lang: Lang = config.lang): string {
  const text = CATALOGUES[lang][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * `t` bound to the current language, re-rendering the component when the language changes.
 * @example
 * const t = useT();
 * return <h2>{t('login.title')}</h2>;
 */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const { lang: pageLang } = useSnapshot(config);
  const lang = useContext(LangContext) ?? pageLang;
  return (key, params) => t(key, params, lang);
}

/** The language this element renders in (its `lang` attribute, else the page setting). */
export function useLang() {
  const { lang } = useSnapshot(config);
  return useContext(LangContext) ?? lang;
}
