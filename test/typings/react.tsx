// React 19: the elements in JSX with their attributes and events typed.
import 'xnfz-portal/react';

export function StatisticsPanel({ onOpen }: { onOpen: (href: string) => void }) {
  return (
    <>
      <xnfz-lesson-ranking
        by="rating"
        limit={5}
        onxnfz-navigate={(event) => {
          event.preventDefault();
          onOpen(event.detail.href);
        }}
      />
      <xnfz-month-clicks months={6} heading="近半年访问量" />
      <xnfz-month-clicks months="12" />
      <xnfz-course-cards type="practice" sort="new" limit="4" />
      <xnfz-news-feed kind="notice" lang="en-US" className="feed" />
      {/* @ts-expect-error not an order the ranking knows */}
      <xnfz-lesson-ranking by="monthly" />
      {/* @ts-expect-error the monthly charts show 6 or 12 months */}
      <xnfz-month-clicks months={7} />
      {/* @ts-expect-error no such course type */}
      <xnfz-course-cards type="virtual" />
    </>
  );
}
