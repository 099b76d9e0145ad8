import type { ReactNode } from 'react';
import type { PageQuery, Paged } from '../../core/api/contract';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

export interface PagedSectionProps<Row> {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  heading: string;
  /** What the section says when there is nothing to list at all. */
  empty: string;
  /** Loads one page of one's rows. */
  list: (query: PageQuery) => Promise<Paged<Row>>;
  /** The rows of the page. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A 个人中心 section listing one's rows 10 a page (the page in the address): its heading, the rows
 * and the pager, or `empty` when there are none.
 * @example
 * <PagedSection headingId="grades-title" heading="我的成绩" empty="暂无成绩" list={listMyGrades}>
 *   {(rows) => <ul className="grade-cards">{rows.map((grade) => <GradeCard key={grade.classId} grade={grade} />)}</ul>}
 * </PagedSection>
 */
export function PagedSection<Row>({
  headingId,
  heading,
  empty,
  list,
  children,
}: PagedSectionProps<Row>) {
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const result = useAsync(() => list({ pageNum: page, pageSize: PAGE_SIZE }), [list, page]);
  return (
    <section aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {heading}
      </h2>
      <AsyncView result={result}>
        {(data) =>
          data.total === 0 ? (
            <p className="xnfz-state" part="state-empty">
              {empty}
            </p>
          ) : (
            <>
              {children(data.rows)}
              <Pager
                total={data.total}
                pageNum={page}
                pageSize={PAGE_SIZE}
                onChange={(n) => setQuery({ page: n })}
              />
            </>
          )
        }
      </AsyncView>
    </section>
  );
}
