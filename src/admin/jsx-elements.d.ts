import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Extra;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'xnfz-admin-articles': ElementProps<{ view?: string; 'article-id'?: string | number }>;
      'xnfz-admin-feedback': ElementProps;
      'xnfz-admin-users': ElementProps;
      'xnfz-admin-audit': ElementProps;
      'xnfz-admin-ilab': ElementProps;
      'xnfz-admin-site-info': ElementProps;
      'xnfz-admin-classes': ElementProps;
      'xnfz-admin-questions': ElementProps;
      'xnfz-admin-quizzes': ElementProps;
      'xnfz-admin-gradebook': ElementProps;
      'xnfz-admin-courses': ElementProps<{ view?: string; 'course-id'?: string | number }>;
      'xnfz-admin-categories': ElementProps;
    }
  }
}
