import type { AdminCourse } from '../../core/api/admin-contract';
import type { CourseDetail } from '../../core/api/contract';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { useT } from '../../core/i18n/translate';
import { ShadowPreview } from '../../core/ui/admin/shadow-preview';
import { CourseCard } from '../../core/ui/course-card';
import { CourseOverview } from '../../core/ui/course-overview';
import { COURSE_OVERVIEW_STYLES } from '../../core/ui/course-overview.styles';
import { courseBodyOf, type CourseDraft } from './course-form';

/**
 * The course as the portal will show it: the form's fields as they stand (saved or not), the
 * outline and the live course's figures (学习人数, 浏览, 评分) — a new course has none yet.
 */
export function previewCourse(draft: CourseDraft, opened: AdminCourse | null): CourseDetail {
  const body = courseBodyOf(draft, false, null);
  const chapters = (opened?.chapters ?? []).map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: chapter.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      durationSeconds: lesson.durationSeconds,
      videoUrl: lesson.videoUrl,
    })),
  }));
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  return {
    id: opened?.id ?? 0,
    title: body.title || courseT('editor.previewUntitled'),
    cover: body.cover,
    summary: body.summary,
    categoryId: body.categoryId ?? 0,
    categoryName: '',
    type: body.type,
    teacher: body.teacher,
    lessonCount: lessons.length,
    durationSeconds: lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
    learnCount: opened?.learnerCount ?? 0,
    clickCount: opened?.clickCount ?? 0,
    rating: opened?.rating ?? 0,
    ratingCount: opened?.ratingCount ?? 0,
    createdAt: opened?.updatedAt ?? new Date().toISOString(),
    description: body.description,
    tags: body.tags,
    chapters,
    collected: false,
    myRating: null,
    progress: null,
    lastLessonId: null,
  };
}

/**
 * 预览 in the course editor: the card of the course list and the course page, drawn by the
 * portal's own components under the portal's styles.
 */
export function CoursePreview({
  id,
  draft,
  opened,
}: {
  id: string;
  draft: CourseDraft;
  opened: AdminCourse | null;
}) {
  const portalT = useT();
  const course = previewCourse(draft, opened);
  return (
    <section id={id} className="card preview course-preview" aria-labelledby={`${id}-heading`}>
      <h2 className="preview-heading" id={`${id}-heading`}>
        {courseT('editor.previewHeading')}
      </h2>
      <p className="muted preview-note">
        {courseT(opened?.published ? 'editor.previewNoteLive' : 'editor.previewNote')}
      </p>
      <h3 className="preview-part">{courseT('editor.previewCard')}</h3>
      <ShadowPreview styles={COURSE_OVERVIEW_STYLES} className="preview-card">
        <ul className="xnfz-grid course-grid" aria-label={courseT('editor.previewCard')}>
          <CourseCard course={course} level={3} />
        </ul>
      </ShadowPreview>
      <h3 className="preview-part">{courseT('editor.previewPage')}</h3>
      <ShadowPreview styles={COURSE_OVERVIEW_STYLES} className="preview-page">
        <article className="catalog">
          <CourseOverview course={course} rating={course} showProgress={false} level={3}>
            <div className="actions">
              <button type="button" className="xnfz-button start" disabled>
                {portalT('catalog.startLearning')}
              </button>
            </div>
          </CourseOverview>
        </article>
      </ShadowPreview>
    </section>
  );
}
