import { createContext } from 'react';
import type { Lang } from '../config/config';

/** The `lang` attribute of the element being rendered, when it overrides the page language. */
export const LangContext = createContext<Lang | null>(null);

/** `zh-CN` / `en-US` from an attribute value (`en`, `en-us`, `zh` are accepted too). */
export function langFromAttribute(value: string | undefined | null): Lang | null {
  const lower = value?.trim().toLowerCase();
  if (!lower) return null;
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('zh')) return 'zh-CN';
  return null;
}
