/**
 * A lesson's poster drawn from its own titles: an SVG (640×360, the demo clip's size and colours)
 * naming the course, the chapter and the lesson, marked 演示视频 · 示意画面. The demo lessons play
 * one neutral clip (server/media/videos/demo-lesson.webm); this poster is what tells them apart,
 * served at /media/lesson-posters/<id>.svg for lessons of published courses.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { chapters, courses, lessons } from '../db/schema';

export interface LessonPosterTitles {
  courseTitle: string;
  chapterTitle: string;
  title: string;
}

// the note stays above the bottom 80 px, where the browser's own controls cover a paused video
const WIDTH = 640;
const HEIGHT = 360;
const MARGIN = 40;
const FONT = `'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif`;

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Width of a character in em: CJK and other wide characters 1, the rest about 0.56. */
function charWidth(char: string): number {
  return (char.codePointAt(0) ?? 0) > 0x2e7f ? 1 : 0.56;
}

/**
 * Lines of at most `maxEm` em, at most `maxLines` of them; a text that does not fit ends in "…".
 */
function wrap(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const w = charWidth(char);
    if (width + w > maxEm) {
      if (lines.length === maxLines - 1) {
        lines.push(`${line.slice(0, -1)}…`);
        return lines;
      }
      lines.push(line);
      line = '';
      width = 0;
      if (char === ' ') continue;
    }
    line += char;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(
  lines: string[],
  y: number,
  size: number,
  attributes: string,
  lineHeight = 1.3,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${Math.round(y + i * size * lineHeight)}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('\n');
}

/**
 * The poster SVG of a lesson (text escaped, long titles wrapped onto two lines and cut with "…").
 * @example
 * lessonPosterSvg({ courseTitle: '半导体器件物理', chapterTitle: '第一章 PN 结', title: '1.1 PN 结的形成' });
 */
export function lessonPosterSvg(titles: LessonPosterTitles): string {
  const usable = WIDTH - 2 * MARGIN;
  const course = wrap(titles.courseTitle, usable / 18, 1);
  const chapter = wrap(titles.chapterTitle, usable / 22, 1);
  const title = wrap(titles.title, usable / 32, 2);
  const titleY = title.length > 1 ? 176 : 196;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<title>${escapeXml(`${titles.courseTitle} · ${titles.chapterTitle} · ${titles.title}`)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f5d7a"/><stop offset="1" stop-color="#3a4660"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
${textLines(course, 58, 18, 'fill="#d4e0f5"')}
<rect x="${MARGIN}" y="78" width="48" height="3" fill="#d4e0f5"/>
${textLines(chapter, 130, 22, 'fill="#e8eef9"')}
${textLines(title, titleY, 32, 'fill="#ffffff" font-weight="bold"')}
<text x="${MARGIN}" y="266" font-size="15" fill="#d4e0f5">演示视频 · 示意画面，不含本课时的讲解内容</text>
</svg>
`;
}

/** The titles of a lesson of a published course, or null. */
export async function lessonPosterTitles(
  db: Database,
  lessonId: number,
): Promise<LessonPosterTitles | null> {
  const [row] = await db
    .select({ courseTitle: courses.title, chapterTitle: chapters.title, title: lessons.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.id, lessonId), eq(courses.published, true)))
    .limit(1);
  return row ?? null;
}
