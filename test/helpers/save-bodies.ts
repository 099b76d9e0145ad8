/**
 * Console save bodies, written out once for the server tests (node) and the browser tests alike:
 * types only, no environment.
 */
import type { AdminArticleSaveBody, AdminCourseSaveBody } from '../../src/core/api/admin-contract';

/**
 * A news item published a minute before `now`.
 * @example
 * articleSaveBody(new Date(), '测试文章 1', { kind: 'notice', published: false })
 */
export function articleSaveBody(
  now: Date,
  title: string,
  overrides: Partial<AdminArticleSaveBody> = {},
): AdminArticleSaveBody {
  return {
    kind: 'news',
    title,
    summary: '',
    cover: '',
    author: '',
    source: '',
    content: '<p>正文</p>',
    attachments: [],
    pinned: false,
    published: true,
    publishedAt: new Date(now.getTime() - 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * An unpublished 专业课程 with nothing but its title.
 * @example
 * courseSaveBody('用到视频的课程', { published: true })
 */
export function courseSaveBody(
  title: string,
  overrides: Partial<AdminCourseSaveBody> = {},
): AdminCourseSaveBody {
  return {
    title,
    type: 'major',
    categoryId: null,
    cover: '',
    summary: '',
    description: '',
    teacher: '',
    ownerId: null,
    tags: [],
    published: false,
    ...overrides,
  };
}
