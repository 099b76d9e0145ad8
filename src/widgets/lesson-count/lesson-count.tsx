import { useCallback } from 'react';
import { getLessonCount } from '../../core/api/statistics';
import type { CourseType } from '../../core/api/contract';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

export interface LessonCountProps extends ChartElementProps {
  /** Only courses of this type: major, practice or simulation. */
  type?: CourseType;
  /** `doughnut` (default) or `bar`. */
  chart?: string;
}

/** Courses per top-level category. */
export function LessonCount({ type, chart, ...props }: LessonCountProps) {
  const t = useT();
  const courseType =
    type === 'major' || type === 'practice' || type === 'simulation' ? type : undefined;
  const load = useCallback(() => getLessonCount({ type: courseType }), [courseType]);
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.lessonCount')}
      description={t('stats.lessonCountDesc')}
      load={load}
      deps={[courseType]}
      toSpec={(rows) => ({
        kind: chart === 'bar' ? 'bar' : 'doughnut',
        labels: rows.map((row) => row.name),
        series: [{ name: t('stats.courses'), data: rows.map((row) => row.value) }],
        format: formatCount,
      })}
    />
  );
}
