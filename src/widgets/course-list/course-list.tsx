import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { CourseSort, CourseType } from '../../core/api/contract';
import { listCourseCategories, listCourses } from '../../core/api/courses';
import { useT } from '../../core/i18n/translate';
import { navigate, router } from '../../core/router/router';
import { useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { CategoryTree } from '../../core/ui/category-tree';
import { CourseGrid } from '../../core/ui/course-grid';
import { COURSE_PAGE_SIZE, courseListQuery } from '../../core/ui/course-list-query';
import { FIRST_SCREEN_COVERS } from '../../core/ui/cover-loading';
import { COURSE_SORTS, COURSE_TYPE_INFO, recordId } from '../../core/ui/course-types';
import { CourseTypeTabs, courseTabId, type CourseTab } from '../../core/ui/course-type-tabs';
import { Icon } from '../../core/ui/icons';
import { PagedList } from '../../core/ui/paged-list';
import { useAsync } from '../../core/ui/use-async';
import { useResetState } from '../../core/ui/use-reset-state';
import { SkipLink } from '../../core/ui/skip-link';
import { WidgetShell } from '../../core/ui/widget-shell';
import { courseListStyles } from './course-list.styles';

export interface CourseListProps {
  /** The category to show (with its sub-categories); the host maps `/courselist/{id}` to it. */
  categoryId?: number;
  /** Courses per page (default 12, at most 100). */
  pageSize?: number;
  container?: ShadowRoot;
}

type TypeTab = CourseType | 'all';

const DEFAULT_SORT: CourseSort = 'new';

/**
 * The course centre: category tree, type tabs, keyword search, sort, cards and pager. Type,
 * keyword, sort and page live in the hash address (the category in its path) on the portal
 * page, so back / forward and shared links work.
 */
export function CourseList({ categoryId, pageSize }: CourseListProps) {
  const t = useT();
  const ids = useId();
  const { hostActive } = useSnapshot(router);
  const [query, setQuery] = useRouteQuery();

  // the category: from the attribute (the host's path) or, in an embedding page, chosen here
  const attributeCategory = recordId(categoryId);
  const [chosenCategory, setChosenCategory] = useResetState<{ id: number | null } | null>(
    null,
    attributeCategory,
  );
  const category = !hostActive && chosenCategory ? chosenCategory.id : attributeCategory;

  const size =
    pageSize && Number.isInteger(pageSize) && pageSize > 0 && pageSize <= 100
      ? pageSize
      : COURSE_PAGE_SIZE;
  const call = courseListQuery(category, query, size);
  const type = call.type;
  const keyword = call.keyword ?? '';
  const sort = call.sort ?? DEFAULT_SORT;
  const page = call.pageNum ?? 1;

  const categories = useAsync(listCourseCategories, []);
  const queryKey = JSON.stringify(call);
  const loadCourses = useCallback(
    () => listCourses(call).then((data) => ({ ...data, key: queryKey })),
    // queryKey holds every input of the query
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey],
  );
  const courses = useAsync(loadCourses, [queryKey]);

  const [draft, setDraft] = useResetState(keyword, keyword);
  const [sideOpen, setSideOpen] = useState(false);

  const selectCategory = (id: number | null) => {
    setSideOpen(false);
    if (hostActive) {
      navigate(id ? `/courselist/${id}` : '/courselist', { ...query, page: undefined });
    } else {
      setChosenCategory({ id });
      setQuery({ page: undefined });
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ keyword: draft.trim() || undefined, page: undefined });
  };

  const tabs: CourseTab<TypeTab>[] = [
    { value: 'all', label: t('courses.type.all') },
    ...COURSE_TYPE_INFO.map((info) => ({
      value: info.type,
      label: t(info.label),
      icon: info.icon,
    })),
  ];
  const selectedTab: TypeTab = type ?? 'all';
  const panelId = `${ids}-panel`;
  const sideId = `${ids}-side`;
  const busy = courses.state.status === 'loading' || courses.state.data?.key !== queryKey;

  return (
    <WidgetShell styles={courseListStyles}>
      <div className="layout" part="base">
        <aside className="side" part="side" aria-label={t('courses.categories')}>
          <SkipLink targetId={panelId} label={t('courses.skipToResults')} />
          <button
            type="button"
            className="side-toggle"
            part="side-toggle"
            aria-expanded={sideOpen}
            aria-controls={sideId}
            onClick={() => setSideOpen(!sideOpen)}
          >
            <Icon name={sideOpen ? 'tree-collapse' : 'tree-expand'} size={16} />
            {t(sideOpen ? 'courses.hideCategories' : 'courses.showCategories')}
          </button>
          <div id={sideId} className={sideOpen ? 'side-body open' : 'side-body'}>
            <AsyncView result={categories}>
              {(tree) => (
                <CategoryTree
                  categories={tree}
                  selectedId={category}
                  onSelect={selectCategory}
                  allLabel={t('courses.type.all')}
                />
              )}
            </AsyncView>
          </div>
        </aside>
        <section className="main" aria-labelledby={`${ids}-title`}>
          <h1 className="title" id={`${ids}-title`} part="title">
            {keyword ? t('courses.searchResult', { keyword }) : t('nav.courses')}
          </h1>
          <CourseTypeTabs
            tabs={tabs}
            value={selectedTab}
            onChange={(value) =>
              setQuery({ type: value === 'all' ? undefined : value, page: undefined })
            }
            label={t('courses.typeTabs')}
            idPrefix={ids}
            panelId={panelId}
          />
          <div className="toolbar">
            <form className="course-search" role="search" part="search" onSubmit={search}>
              <label className="xnfz-visually-hidden" htmlFor={`${ids}-keyword`}>
                {t('courses.searchLabel')}
              </label>
              <input
                id={`${ids}-keyword`}
                className="xnfz-input"
                type="search"
                name="keyword"
                value={draft}
                maxLength={50}
                placeholder={t('courses.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
              <button type="submit" className="xnfz-button">
                {t('courses.searchSubmit')}
              </button>
            </form>
            <div className="course-sort" role="group" aria-labelledby={`${ids}-sort`} part="sort">
              <span className="course-sort-label" id={`${ids}-sort`}>
                {t('courses.sort')}
              </span>
              {COURSE_SORTS.map((value) => (
                <button
                  key={value}
                  type="button"
                  data-sort={value}
                  aria-pressed={sort === value}
                  onClick={() =>
                    setQuery({ sort: value === DEFAULT_SORT ? undefined : value, page: undefined })
                  }
                >
                  {t(`courses.sort.${value}`)}
                </button>
              ))}
            </div>
          </div>
          <div
            className="results"
            role="tabpanel"
            id={panelId}
            tabIndex={-1}
            aria-labelledby={courseTabId(ids, selectedTab)}
            aria-busy={busy}
            data-loaded-query={courses.state.data?.key}
          >
            <PagedList
              result={courses}
              pageNum={page}
              pageSize={size}
              onPage={(pageNum) => setQuery({ page: pageNum === 1 ? undefined : pageNum })}
            >
              {(rows) => (
                <CourseGrid
                  courses={rows}
                  label={t('courses.results')}
                  level={2}
                  eagerCovers={FIRST_SCREEN_COVERS}
                />
              )}
            </PagedList>
          </div>
        </section>
      </div>
    </WidgetShell>
  );
}
