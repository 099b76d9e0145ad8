import { useCallback, useId, useState } from 'react';
import type { CourseType } from '../../core/api/contract';
import { listCourses } from '../../core/api/courses';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { CourseGrid } from '../../core/ui/course-grid';
import { CourseTypeTabs, courseTabId } from '../../core/ui/course-type-tabs';
import { COURSE_TYPE_INFO } from '../../core/ui/course-types';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

/** Course highlights by type: three tabs with their icons, the most popular courses of each. */
export function HomeCourses({ limit }: { limit: number }) {
  const t = useT();
  const ids = useId();
  const [type, setType] = useState<CourseType>('major');
  const load = useCallback(
    () => listCourses({ pageNum: 1, pageSize: limit, type, sort: 'hot' }),
    [limit, type],
  );
  const result = useAsync(load, [limit, type]);
  const panelId = `${ids}-panel`;
  return (
    <section className="section" part="courses" aria-labelledby={`${ids}-title`}>
      <div className="section-head">
        <h2 className="section-title" id={`${ids}-title`}>
          {t('home.highlights')}
        </h2>
        <RouteLink to="/courselist" params={{ type }} className="more-link">
          {t('home.moreCourses')}
        </RouteLink>
      </div>
      <CourseTypeTabs
        tabs={COURSE_TYPE_INFO.map((info) => ({
          value: info.type,
          label: t(info.label),
          icon: info.icon,
        }))}
        value={type}
        onChange={setType}
        label={t('courses.typeTabs')}
        idPrefix={ids}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={courseTabId(ids, type)} data-type={type}>
        <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
          {(page) => <CourseGrid courses={page.rows} />}
        </AsyncView>
      </div>
    </section>
  );
}
