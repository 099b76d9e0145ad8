import { useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { BASE_STYLES } from '../../theme/base-styles';
import { sheetOf } from '../widget-shell';

/** Nothing in a preview acts: its links and buttons are pictures of the portal's. */
function stay(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Portal markup shown inside a console screen under the portal's own styles, in a shadow root of
 * its own, so neither the console's styles nor the portal's leak into the other — what the
 * editor sees is what a visitor will see.
 * @example
 * <ShadowPreview styles={COURSE_OVERVIEW_STYLES}><CourseOverview … /></ShadowPreview>
 */
export function ShadowPreview({
  styles,
  className,
  children,
}: {
  styles: string;
  className?: string;
  children: ReactNode;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheetOf(BASE_STYLES + styles)];
    setRoot(shadow);
  }, [styles]);
  return (
    <div ref={host} className={className} onClickCapture={stay} onSubmitCapture={stay}>
      {root ? createPortal(<div className="xnfz-root">{children}</div>, root) : null}
    </div>
  );
}
