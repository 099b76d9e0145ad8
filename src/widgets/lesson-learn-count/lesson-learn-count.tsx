import { useCallback } from 'react';
import { getLessonLearnCount } from '../../core/api/statistics';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

export interface LessonLearnCountProps extends ChartElementProps {
  /** How many courses (default 10). */
  limit?: number;
  /** `YYYY-MM-DD` */
  startDate?: string;
  /** `YYYY-MM-DD` */
  endDate?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The courses with the most learners, as horizontal bars. */
export function LessonLearnCount({ limit, startDate, endDate, ...props }: LessonLearnCountProps) {
  const t = useT();
  const size = limit && Number.isInteger(limit) && limit > 0 && limit <= 50 ? limit : 10;
  const from = startDate && DATE.test(startDate) ? startDate : undefined;
  const to = endDate && DATE.test(endDate) ? endDate : undefined;
  const load = useCallback(
    () => getLessonLearnCount({ limit: size, startDate: from, endDate: to }),
    [size, from, to],
  );
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.lessonLearnCount')}
      description={t('stats.lessonLearnCountDesc')}
      load={load}
      deps={[size, from, to]}
      toSpec={(rows) => ({
        kind: 'horizontal-bar',
        labels: rows.map((row) => row.title),
        series: [{ name: t('stats.learnTimes'), data: rows.map((row) => row.learnCount) }],
        format: formatCount,
      })}
    />
  );
}
