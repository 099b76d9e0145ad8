import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { LessonDetail } from '../../core/api/contract';
import { getLesson } from '../../core/api/courses';
import { auth } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { recordId } from '../../core/ui/course-types';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { LessonView } from './lesson-view';
import { videoDetailStyles } from './video-detail.styles';

export interface VideoDetailProps {
  /** The lesson (the host passes `?id=` of `/videodetail`). */
  lessonId?: number;
  container?: ShadowRoot;
}

/**
 * 视频学习: the lesson's video (resuming where the user stopped), progress reports for token
 * holders, 上一课时 / 下一课时, and the course's lessons beside it.
 */
export function VideoDetail({ lessonId, container }: VideoDetailProps) {
  const id = recordId(lessonId);
  const { token } = useSnapshot(auth);
  const load = useCallback(
    (): Promise<LessonDetail | null> => (id ? getLesson(id) : Promise.resolve(null)),
    [id],
  );
  const result = useAsync(load, [id, token]);
  return (
    <WidgetShell styles={videoDetailStyles}>
      <div className="page" part="base">
        <AsyncView result={result} isEmpty={(lesson) => lesson === null}>
          {(lesson) => (lesson ? <LessonView lesson={lesson} host={container?.host} /> : null)}
        </AsyncView>
      </div>
    </WidgetShell>
  );
}
