import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Extra;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'xnfz-census-total': ElementProps<{ heading?: string }>;
      'xnfz-login': ElementProps<{ redirect?: string }>;
      'xnfz-user-status': ElementProps;
      'xnfz-notice-bar': ElementProps;
    }
  }
}
