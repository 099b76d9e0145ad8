import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { subscribe } from 'valtio/vanilla';
import { startSession } from './session';
import { notices } from './store/notices';
import { NoticeBar, noticeBarMounted } from './ui/notice-bar';

type PropKinds = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<Props> {
  /** Attributes the element reads, by prop name (`courseId` ↔ `course-id`). */
  props?: Partial<Record<Exclude<keyof Props & string, 'container'>, PropKinds>>;
}

export const NOTICE_BAR_TAG = 'xnfz-notice-bar';
let coreStarted = false;

/** A page with our elements but no host gets a notice bar the first time there is a notice. */
function watchNoticesWithoutHost(): void {
  subscribe(notices, () => {
    if (notices.items.length > 0 && !noticeBarMounted() && document.body) {
      document.body.append(document.createElement(NOTICE_BAR_TAG));
    }
  });
}

function startCoreOnce(): void {
  if (coreStarted) return;
  coreStarted = true;
  register(NOTICE_BAR_TAG, NoticeBar, {});
  startSession();
  watchNoticesWithoutHost();
}

function register<Props extends object>(
  tag: string,
  component: ComponentType<Props>,
  options: WidgetOptions<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    console.warn(`[xnfz] <${tag}> 已定义，忽略重复定义（页面上可能加载了两份组件脚本）。`);
    return existing;
  }
  const element = r2wc(component, { shadow: 'open', props: options.props ?? {} });
  customElements.define(tag, element);
  return element;
}

/**
 * The single place elements are defined. Idempotent: a second definition of the same tag
 * (two copies of the bundle on one page) is ignored with a warning. The first element defined
 * also starts the page-wide session (token from the address, other tabs, user info).
 * @example
 * defineWidget('xnfz-census-total', CensusTotal, { props: { title: 'string' } });
 */
export function defineWidget<Props extends object>(
  tag: `xnfz-${string}`,
  component: ComponentType<Props>,
  options: WidgetOptions<Props> = {},
): CustomElementConstructor {
  startCoreOnce();
  return register(tag, component, options);
}
