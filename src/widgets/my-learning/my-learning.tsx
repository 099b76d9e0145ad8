import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { listMyLearning } from '../../core/api/personal';
import { useT } from '../../core/i18n/translate';
import { auth } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { myLearningStyles } from './my-learning.styles';

export interface MyLearningProps {
  limit?: number;
  heading?: string;
}

function MyLearningList({ size }: { size: number }) {
  const t = useT();
  const load = useCallback(() => listMyLearning({ pageNum: 1, pageSize: size }), [size]);
  const result = useAsync(load, [size]);
  return (
    <AsyncView result={result} isEmpty={(data) => data.rows.length === 0}>
      {(data) => (
        <ul className="list">
          {data.rows.map((row) => (
            <li key={row.courseId} className="item" part="item" data-course-id={row.courseId}>
              <RouteLink
                className="course"
                to={row.lastLessonId ? '/videodetail' : '/coursecatalog'}
                params={{ id: row.lastLessonId ?? row.courseId }}
              >
                {row.title}
              </RouteLink>
              <span className="progress">
                {t('learning.progress')} {row.progress}%
              </span>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

/** 继续学习: the user's recent courses, each opening the last lesson. */
export function MyLearning({ limit, heading }: MyLearningProps) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const size = limit && Number.isInteger(limit) && limit > 0 && limit <= 20 ? limit : 5;
  return (
    <WidgetShell styles={myLearningStyles}>
      <section className="card" part="base" aria-labelledby="my-learning-title">
        <h3 className="title" id="my-learning-title" part="title">
          {heading || t('myLearning.title')}
        </h3>
        {token ? (
          <MyLearningList key={token} size={size} />
        ) : (
          <p className="xnfz-state">
            {t('myLearning.needLogin')}
            <RouteLink to="/login">{t('auth.login')}</RouteLink>
          </p>
        )}
      </section>
    </WidgetShell>
  );
}
