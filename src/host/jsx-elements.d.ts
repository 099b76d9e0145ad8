import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Extra;

interface ChartAttributes {
  heading?: string;
  months?: number;
  height?: number;
  refresh?: number;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'xnfz-census-total': ElementProps<{ heading?: string }>;
      'xnfz-login': ElementProps<{ redirect?: string }>;
      'xnfz-user-status': ElementProps;
      'xnfz-notice-bar': ElementProps;
      'xnfz-lesson-count': ElementProps<ChartAttributes & { type?: string; chart?: string }>;
      'xnfz-lesson-learn-count': ElementProps<ChartAttributes & { limit?: number }>;
      'xnfz-month-clicks': ElementProps<ChartAttributes>;
      'xnfz-training-clicks': ElementProps<ChartAttributes>;
      'xnfz-month-duration': ElementProps<ChartAttributes>;
      'xnfz-web-month-clicks': ElementProps<ChartAttributes>;
      'xnfz-lesson-ranking': ElementProps<{
        by?: string;
        limit?: number;
        heading?: string;
        refresh?: number;
      }>;
    }
  }
}
