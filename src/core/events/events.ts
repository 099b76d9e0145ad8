import type { ApiErrorKind } from '../api/api-error';
import type { CollectTargetType, User } from '../api/contract';
import type { RouteParams } from '../router/routes';

/**
 * Every event the elements send to the page that holds them: `CustomEvent`s that bubble and
 * cross shadow roots (composed). Integrators listen with `addEventListener('xnfz-login', …)`.
 */
export interface XnfzEventMap {
  /** A login completed in any element. */
  'xnfz-login': { user: User };
  /** The user logged out (by choice, or because the server ended the session). */
  'xnfz-logout': { reason: 'user' | 'expired' };
  /** An element wants to open a full screen; cancel it to handle the navigation yourself. */
  'xnfz-navigate': { route: string; params: RouteParams; href: string };
  /**
   * A call failed. `message` is the sentence the user is shown (加载失败… / 网络连接失败… / the
   * server's own `msg`); `cause` is the technical reason (`TypeError: Failed to fetch`, `HTTP 502`).
   */
  'xnfz-error': { message: string; kind: ApiErrorKind; cause: string };
  /**
   * An element has shown its first data (or its form): sent once by each element. It bubbles but
   * is not composed: an element inside another element's shadow root does not announce itself
   * to the page.
   */
  'xnfz-ready': { tag: string };
  /** A course or resource was added to or removed from 我的收藏. */
  'xnfz-collect-change': { targetType: CollectTargetType; targetId: number; collected: boolean };
  /** The server stored video progress of a lesson (what it answered). */
  'xnfz-lesson-progress': {
    lessonId: number;
    position: number;
    learnedSeconds: number;
    finished: boolean;
  };
  /**
   * An experiment reported its result. `saved` is false for anonymous users (and when the server
   * refused it); `best` and `attempts` are the server's answer, null when not saved.
   */
  'xnfz-experiment-finish': {
    experimentId: number;
    sessionId: string;
    score: number;
    durationSeconds: number;
    saved: boolean;
    best: number | null;
    attempts: number | null;
  };
}

export type XnfzEventName = keyof XnfzEventMap;

/**
 * Sends a typed event from an element (or from `window` when no element is at hand).
 * @returns false when a listener cancelled it
 * @example
 * emit(host, 'xnfz-login', { user });
 */
export function emit<N extends XnfzEventName>(
  target: EventTarget,
  name: N,
  detail: XnfzEventMap[N],
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}

/** The events as the DOM types them: `addEventListener('xnfz-login', (e) => e.detail.user)`. */
export type XnfzEvents = { [N in XnfzEventName]: CustomEvent<XnfzEventMap[N]> };

// the events bubble out of shadow roots to the document and the window
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends XnfzEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends XnfzEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends XnfzEvents {}
}
