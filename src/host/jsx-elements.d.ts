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
      'xnfz-register': ElementProps<{ redirect?: string }>;
      'xnfz-forgot-password': ElementProps;
      'xnfz-personal-center': ElementProps<{ tab?: string }>;
      'xnfz-my-learning': ElementProps<{ limit?: number; heading?: string }>;
      'xnfz-notice-bar': ElementProps;
      'xnfz-article-list': ElementProps<{ kind?: string; 'page-size'?: number; heading?: string }>;
      'xnfz-article-detail': ElementProps<{ 'article-id'?: number | string; kind?: string }>;
      'xnfz-news-feed': ElementProps<{ kind?: string; limit?: number; heading?: string }>;
      'xnfz-resource-list': ElementProps<{
        kind?: string;
        'category-id'?: number | string;
        'page-size'?: number;
        heading?: string;
      }>;
      'xnfz-resource-detail': ElementProps<{ 'resource-id'?: number | string; kind?: string }>;
      'xnfz-contact-us': ElementProps<{ heading?: string }>;
      'xnfz-course-list': ElementProps<{ 'category-id'?: number | string; 'page-size'?: number }>;
      'xnfz-course-catalog': ElementProps<{ 'course-id'?: number | string }>;
      'xnfz-video-detail': ElementProps<{ 'lesson-id'?: number | string }>;
      'xnfz-quiz-take': ElementProps<{ 'quiz-id'?: number | string }>;
      'xnfz-report-write': ElementProps<{
        'report-id'?: number | string;
        'class-id'?: number | string;
        'attempt-id'?: string;
      }>;
      'xnfz-open-quizzes': ElementProps<{
        'course-id'?: number | string;
        'class-id'?: number | string;
        limit?: number;
        heading?: string;
      }>;
      'xnfz-course-cards': ElementProps<{
        type?: string;
        limit?: number;
        sort?: string;
        'category-id'?: number | string;
        heading?: string;
      }>;
      'xnfz-home': ElementProps<{ 'banner-interval'?: number; limit?: number }>;
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
      'xnfz-experiment-list': ElementProps<{ limit?: number; heading?: string }>;
      'xnfz-experiment-center': ElementProps<{
        'page-size'?: number;
        heading?: string;
        'open-in'?: string;
      }>;
    }
  }
}
