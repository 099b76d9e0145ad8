import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { VideoDetail } from './video-detail';

/**
 * @summary 视频学习: the lesson's video in a native `<video controls>`, resuming where a token
 * holder stopped; progress is reported every 15 s while playing and on pause, end, page hide and
 * when the element leaves the page (the time really played, never more than wall-clock time).
 * 上一课时 / 下一课时 and the course's lessons beside it, the current one marked. Anonymous users
 * can watch and are told 学习进度仅在登录后记录 with a login link. Signed in, 本章测验 lists the quizzes of
 * one's classes attached to the lesson's chapter (state, score, a link to the quiz screen).
 * @tag xnfz-video-detail
 * @attr lesson-id - The lesson (the host passes `?id=` of `/videodetail`).
 * @event xnfz-lesson-progress - After the server stored a report; `detail` is `{ lessonId, position, learnedSeconds, finished }`.
 * @event xnfz-navigate - Before opening another lesson, the course, a quiz or the login screen outside the portal page (cancelable).
 * @csspart base - The whole screen.
 * @csspart breadcrumb - 首页 > 课程中心 > course > lesson.
 * @csspart title - The lesson title.
 * @csspart player - The box around the video. @csspart video - The video element.
 * @csspart status - Progress line. @csspart note - The anonymous note.
 * @csspart neighbours - 上一课时 / 下一课时. @csspart prev - Previous. @csspart next - Next.
 * @csspart lessons - The lesson list beside. @csspart chapters - Its chapters.
 * @csspart lesson - One lesson. @csspart lesson-current - The lesson on screen.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @csspart up-next - The 下一课时 box at the end of a lesson.
 * @csspart chapter-quizzes - 本章测验 (signed in, when the chapter has quizzes).
 * @csspart up-next-play - Its 立即播放 button.
 * @csspart up-next-cancel - Its 取消自动播放 button.
 * @cssprop --xnfz-color-primary - Current lesson marker and buttons.
 */
export const VIDEO_DETAIL_TAG = 'xnfz-video-detail';

defineWidget(VIDEO_DETAIL_TAG, VideoDetail, { props: { lessonId: 'number' } });
