import type { MouseEvent } from 'react';

export interface SkipLinkProps {
  /** The id of the element to move focus to (in the same shadow root; it needs tabIndex -1). */
  targetId: string;
  label: string;
}

/**
 * A link that shows only while focused and moves focus past a long stretch of controls (the
 * category tree) to the results, as the page's 跳到主要内容 does for the whole page.
 * @example
 * <SkipLink targetId={`${ids}-results`} label={t('courses.skipToResults')} />
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as ShadowRoot | Document;
    root.getElementById(targetId)?.focus();
  };
  return (
    <a className="xnfz-skip" href={`#${targetId}`} onClick={skip} part="skip">
      {label}
    </a>
  );
}
