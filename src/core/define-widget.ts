import r2wc from '@r2wc/react-to-web-component';
import {
  createElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  type ComponentType,
} from 'react';
import { subscribe } from 'valtio/vanilla';
import { config, exposeConfigure } from './config/config';
import { LangContext, langFromAttribute } from './i18n/lang-context';
import { startSession } from './session';
import { notices } from './store/notices';
import { HOLDING, keepPrerendered, keepReservedSpace } from './ui/prerendered';

type PropKinds = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<Props> {
  /** Attributes the element reads, by prop name (`courseId` ↔ `course-id`). */
  props?: Partial<Record<Exclude<keyof Props & string, 'container'>, PropKinds>>;
}

export const NOTICE_BAR_TAG = 'xnfz-notice-bar';
let coreStarted = false;
let mountedBars = 0;

/** The notice bar's code is a chunk of its own, fetched when a bar is first on the page. */
const NoticeBarCode = lazy(() => import('./ui/notice-bar'));

function NoticeBar() {
  useEffect(() => {
    mountedBars += 1;
    return () => {
      mountedBars -= 1;
    };
  }, []);
  return createElement(Suspense, null, createElement(NoticeBarCode));
}

/**
 * A page with our elements but no host gets a notice bar the first time there is a notice: at the
 * top of the window, or where the loader's `data-notice` says — `none` (only the question which
 * account to keep, which needs an answer) or a selector (inside that element, in the page's flow).
 */
function watchNoticesWithoutHost(): void {
  subscribe(notices, () => {
    const where = config.notice;
    if (mountedBars > 0 || !document.body || !(notices.choice || notices.items.length > 0)) return;
    if (where === 'none' && !notices.choice) return;
    const bar = document.createElement(NOTICE_BAR_TAG);
    let place: Element | null = null;
    try {
      place = where === 'top' || where === 'none' ? null : document.querySelector(where);
    } catch {
      // not a selector: the top
    }
    if (place) bar.setAttribute('inline', '');
    (place ?? document.body).append(bar);
  });
}

function startCoreOnce(): void {
  if (coreStarted) return;
  coreStarted = true;
  exposeConfigure();
  register(NOTICE_BAR_TAG, NoticeBar, {});
  startSession();
  watchNoticesWithoutHost();
}

/** Every element takes a `lang` attribute that overrides the page language for it alone. */
function withLang<Props extends object>(
  component: ComponentType<Props>,
): ComponentType<Props & { lang?: string }> {
  function WithLang(props: Props & { lang?: string }) {
    return createElement(
      LangContext.Provider,
      { value: langFromAttribute(props.lang) },
      createElement(component, props),
    );
  }
  WithLang.displayName = `WithLang(${component.displayName ?? component.name})`;
  return WithLang;
}

function register<Props extends object>(
  tag: string,
  component: ComponentType<Props>,
  options: WidgetOptions<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    // (two copies of the element scripts on one page)
    console.warn(`[xnfz] <${tag}> 已定义，忽略重复定义`);
    return existing;
  }
  const propNames = [...Object.keys(options.props ?? {}), 'lang'];
  const Base = r2wc(withLang(component), {
    shadow: 'open',
    props: { ...(options.props ?? {}), lang: 'string' } as Partial<
      Record<Exclude<keyof Props & string, 'container'> | 'lang', PropKinds>
    >,
  }) as new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  // An element removed while a parent React tree commits (the portal swapping screens) must not
  // unmount its own root synchronously inside that commit; a moved element keeps its root.
  const element = class extends Base {
    // A shadow root prerendered in the page (declarative shadow DOM, the portal page's first
    // paint) stays on screen until WidgetShell's first commit removes it (ui/prerendered.ts), so
    // the page never shows an empty element in between.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const prerendered = this.shadowRoot;
      return prerendered && prerendered.mode === init.mode
        ? keepPrerendered(prerendered)
        : keepReservedSpace(this, super.attachShadow(init));
    }
    // In a container that stays hidden until its elements have rendered (a portal screen), the
    // first render is a transition: React renders it in short slices between the page's other
    // tasks. Anywhere else it is done at once, so the element is never painted empty.
    override connectedCallback(): void {
      // A property the page set before the element was defined (plain JavaScript, Vue's `.prop`,
      // Angular) is an own property hiding the element's setter: take it over ("upgrade property").
      for (const name of propNames) {
        if (!Object.hasOwn(this, name)) continue;
        const value: unknown = Reflect.get(this, name);
        Reflect.deleteProperty(this, name);
        Reflect.set(this, name, value);
      }
      const mount = () => super.connectedCallback();
      if (this.closest(HOLDING)) startTransition(mount);
      else mount();
    }
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  };
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
