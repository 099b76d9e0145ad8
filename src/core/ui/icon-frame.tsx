import type { ReactNode } from 'react';

/**
 * The frame every icon is drawn in: a 24-unit SVG stroked in `currentColor`. It and the close
 * mark travel in the shared chunk (the notice bar of every element draws them); the other shapes
 * go with the elements that draw them (./icons.tsx).
 */
export interface IconFrameProps {
  /** Accessible name; leave out for decorative icons. */
  label?: string;
  size?: number;
  children: ReactNode;
}

/** The close mark (×), the one icon the core draws itself. */
export const closeShape = <path d="M6 6l12 12M18 6L6 18" />;

/**
 * @example
 * <IconFrame size={16}>{closeShape}</IconFrame>
 */
export function IconFrame({ label, size = 20, children }: IconFrameProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {children}
    </svg>
  );
}
