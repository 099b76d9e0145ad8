import type { ReactNode } from 'react';
import { closeShape, IconFrame, type IconFrameProps } from './icon-frame';

/**
 * The portal's icons: inline SVG drawn in `currentColor`. Pass `label` when the icon carries
 * meaning on its own; without it the icon is decorative and hidden from screen readers.
 */
export type IconName =
  | 'collection'
  | 'collection-active'
  | 'studies'
  | 'studies-active'
  | 'personal'
  | 'personal-active'
  | 'major'
  | 'practice'
  | 'simulation'
  | 'schedule'
  | 'views'
  | 'people'
  | 'clock'
  | 'resource'
  | 'experiment'
  | 'message'
  | 'menu'
  | 'close'
  | 'refresh'
  | 'tree-expand'
  | 'tree-collapse'
  | 'star-empty'
  | 'star-half'
  | 'star-full'
  | 'badge-star';

const STROKE: Record<IconName, ReactNode> = {
  collection: (
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  ),
  'collection-active': (
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
    />
  ),
  studies: (
    <path d="M4 5.5h6a2 2 0 012 2V20a2 2 0 00-2-2H4zM20 5.5h-6a2 2 0 00-2 2V20a2 2 0 012-2h6z" />
  ),
  'studies-active': (
    <path
      d="M4 5.5h6a2 2 0 012 2V20a2 2 0 00-2-2H4zM20 5.5h-6a2 2 0 00-2 2V20a2 2 0 012-2h6z"
      fill="currentColor"
    />
  ),
  personal: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </>
  ),
  'personal-active': (
    <>
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5z" fill="currentColor" />
    </>
  ),
  major: (
    <>
      <path d="M3 9l9-5 9 5-9 5z" />
      <path d="M7 11.5V16c1.5 1.5 3 2 5 2s3.5-.5 5-2v-4.5M21 9v6" />
    </>
  ),
  practice: (
    <path d="M14.5 6.5a4 4 0 00-5.3 5.3L4 17l3 3 5.2-5.2a4 4 0 005.3-5.3l-2.5 2.5-2.6-.4-.4-2.6z" />
  ),
  simulation: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  schedule: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  views: (
    <>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5 6.5-5s5.5 1.5 6.5 5M16 4.8a3.5 3.5 0 010 6.4M18 15.3c1.8.8 3 2.3 3.5 4.7" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  resource: <path d="M3.5 6.5a2 2 0 012-2h4l2 2h7a2 2 0 012 2v9a2 2 0 01-2 2h-13a2 2 0 01-2-2z" />,
  experiment: (
    <path d="M9.5 3.5h5M10.5 3.5v6L5 18.5a1.5 1.5 0 001.3 2h11.4a1.5 1.5 0 001.3-2l-5.5-9v-6M7.5 14.5h9" />
  ),
  message: <path d="M3.5 6.5h17v11h-17zM3.5 6.5l8.5 6.5 8.5-6.5" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: closeShape,
  refresh: <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4.5v4h-4" />,
  'tree-expand': <path d="M9 6l6 6-6 6" />,
  'tree-collapse': <path d="M6 9l6 6 6-6" />,
  'star-empty': (
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  ),
  'star-half': (
    <>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      <path d="M12 3.5v13.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="currentColor" />
    </>
  ),
  'star-full': (
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
    />
  ),
  'badge-star': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path
        d="M12 7l1.5 3 3.3.5-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.5z"
        fill="currentColor"
      />
    </>
  ),
};

export interface IconProps extends Omit<IconFrameProps, 'children'> {
  name: IconName;
}

/**
 * @example
 * <Icon name="views" label="浏览量" />
 */
export function Icon({ name, ...frame }: IconProps) {
  return <IconFrame {...frame}>{STROKE[name]}</IconFrame>;
}
