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
  /** A call failed; `message` is the sentence shown to the user. */
  'xnfz-error': { message: string; kind: string };
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
  { cancelable = false } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'xnfz-login': CustomEvent<XnfzEventMap['xnfz-login']>;
    'xnfz-logout': CustomEvent<XnfzEventMap['xnfz-logout']>;
    'xnfz-navigate': CustomEvent<XnfzEventMap['xnfz-navigate']>;
    'xnfz-error': CustomEvent<XnfzEventMap['xnfz-error']>;
    'xnfz-collect-change': CustomEvent<XnfzEventMap['xnfz-collect-change']>;
    'xnfz-lesson-progress': CustomEvent<XnfzEventMap['xnfz-lesson-progress']>;
    'xnfz-experiment-finish': CustomEvent<XnfzEventMap['xnfz-experiment-finish']>;
  }
}
