import { mayCall, type AdminPath, type Role } from '../core/api/admin-contract';
import { mayTeach, type TeachingPath } from '../core/api/teaching-contract';
import type { AdminKey } from '../core/i18n/admin-translate';
import type { ConsoleParams } from '../core/router/console-router';

export interface ConsoleScreen {
  /** The call the screen lists with: the side navigation shows it when the role may make it. */
  call: AdminPath | TeachingPath;
  title: AdminKey;
  /** The side-navigation entry it belongs to. */
  area: string;
  /** Loads the screen's element (its own chunk). */
  load: () => Promise<unknown>;
  tag: string;
  attributes: (params: ConsoleParams) => Record<string, string>;
}

const articles = () => import('../widgets/admin-articles/admin-articles.element');
const courses = () => import('../widgets/admin-courses/admin-courses.element');
const resources = () => import('../widgets/admin-resources/admin-resources.element');
const classes = () => import('../widgets/admin-classes/admin-classes.element');
const questions = () => import('../widgets/admin-questions/admin-questions.element');
const quizzes = () => import('../widgets/admin-quizzes/admin-quizzes.element');
const reports = () => import('../widgets/admin-reports/admin-reports.element');

/** Every console screen by hash path. */
export const CONSOLE_SCREENS: Record<string, ConsoleScreen> = {
  '/articles': {
    call: '/api/admin/articleList',
    title: 'area.articles',
    area: '/articles',
    load: articles,
    tag: 'xnfz-admin-articles',
    // every attribute a screen's routes use is always set: r2wc keeps the old value of a removed or emptied one (0: none)
    attributes: () => ({ view: 'list', 'article-id': '0' }),
  },
  '/articles/edit': {
    call: '/api/admin/articleDetail',
    title: 'articles.editHeading',
    area: '/articles',
    load: articles,
    tag: 'xnfz-admin-articles',
    attributes: (params) => ({ view: 'edit', 'article-id': params.id ?? '0' }),
  },
  '/articles/bin': {
    call: '/api/admin/articleRestore',
    title: 'articles.binHeading',
    area: '/articles',
    load: articles,
    tag: 'xnfz-admin-articles',
    attributes: () => ({ view: 'bin', 'article-id': '0' }),
  },
  '/feedback': {
    call: '/api/admin/feedbackList',
    title: 'area.feedback',
    area: '/feedback',
    load: () => import('../widgets/admin-feedback/admin-feedback.element'),
    tag: 'xnfz-admin-feedback',
    attributes: () => ({}),
  },
  '/users': {
    call: '/api/admin/userList',
    title: 'area.users',
    area: '/users',
    load: () => import('../widgets/admin-users/admin-users.element'),
    tag: 'xnfz-admin-users',
    attributes: () => ({}),
  },
  '/audit': {
    call: '/api/admin/auditList',
    title: 'area.audit',
    area: '/audit',
    load: () => import('../widgets/admin-audit/admin-audit.element'),
    tag: 'xnfz-admin-audit',
    attributes: () => ({}),
  },
  '/site': {
    call: '/api/admin/siteInfo',
    title: 'area.site',
    area: '/site',
    load: () => import('../widgets/admin-site-info/admin-site-info.element'),
    tag: 'xnfz-admin-site-info',
    attributes: () => ({}),
  },
  '/courses': {
    call: '/api/admin/courseList',
    title: 'area.courses',
    area: '/courses',
    load: courses,
    tag: 'xnfz-admin-courses',
    attributes: () => ({ view: 'list', 'course-id': '0' }),
  },
  '/courses/learners': {
    call: '/api/admin/courseLearners',
    title: 'area.courses',
    area: '/courses',
    load: courses,
    tag: 'xnfz-admin-courses',
    attributes: (params) => ({ view: 'learners', 'course-id': params.id ?? '0' }),
  },
  '/courses/messages': {
    call: '/api/admin/courseMessageList',
    title: 'area.courses',
    area: '/courses',
    load: courses,
    tag: 'xnfz-admin-courses',
    attributes: (params) => ({ view: 'messages', 'course-id': params.id ?? '0' }),
  },
  '/classes': {
    call: '/api/teaching/classList',
    title: 'area.classes',
    area: '/classes',
    load: classes,
    tag: 'xnfz-admin-classes',
    attributes: () => ({ view: 'list', 'class-id': '0' }),
  },
  '/classes/edit': {
    call: '/api/teaching/classList',
    title: 'area.classes',
    area: '/classes',
    load: classes,
    tag: 'xnfz-admin-classes',
    attributes: (params) => ({ view: 'edit', 'class-id': params.id ?? '0' }),
  },
  '/classes/members': {
    call: '/api/teaching/classMembers',
    title: 'area.classes',
    area: '/classes',
    load: classes,
    tag: 'xnfz-admin-classes',
    attributes: (params) => ({ view: 'members', 'class-id': params.id ?? '0' }),
  },
  '/questions': {
    call: '/api/teaching/questionList',
    title: 'area.questions',
    area: '/questions',
    load: questions,
    tag: 'xnfz-admin-questions',
    attributes: (params) => ({ view: 'list', 'course-id': params.course ?? '0' }),
  },
  '/questions/edit': {
    call: '/api/teaching/questionList',
    title: 'area.questions',
    area: '/questions',
    load: questions,
    tag: 'xnfz-admin-questions',
    attributes: (params) => ({
      view: 'edit',
      'question-id': params.id ?? '0',
      'course-id': params.course ?? '0',
    }),
  },
  '/questions/import': {
    call: '/api/teaching/questionImport',
    title: 'area.questions',
    area: '/questions',
    load: questions,
    tag: 'xnfz-admin-questions',
    attributes: (params) => ({ view: 'import', 'course-id': params.course ?? '0' }),
  },
  '/quizzes': {
    call: '/api/teaching/quizList',
    title: 'area.quizzes',
    area: '/quizzes',
    load: quizzes,
    tag: 'xnfz-admin-quizzes',
    attributes: (params) => ({
      view: 'list',
      'quiz-id': '0',
      'class-id': params.class ?? '0',
      'user-id': '0',
    }),
  },
  '/quizzes/edit': {
    call: '/api/teaching/quizDetail',
    title: 'area.quizzes',
    area: '/quizzes',
    load: quizzes,
    tag: 'xnfz-admin-quizzes',
    attributes: (params) => ({
      view: 'edit',
      'quiz-id': params.id ?? '0',
      'class-id': params.class ?? '0',
      'user-id': '0',
    }),
  },
  '/quizzes/takers': {
    call: '/api/teaching/quizTakers',
    title: 'area.quizzes',
    area: '/quizzes',
    load: quizzes,
    tag: 'xnfz-admin-quizzes',
    attributes: (params) => ({
      view: 'takers',
      'quiz-id': params.id ?? '0',
      'class-id': '0',
      'user-id': '0',
    }),
  },
  '/quizzes/essays': {
    call: '/api/teaching/quizEssays',
    title: 'area.quizzes',
    area: '/quizzes',
    load: quizzes,
    tag: 'xnfz-admin-quizzes',
    attributes: (params) => ({
      view: 'essays',
      'quiz-id': params.id ?? '0',
      'class-id': '0',
      'user-id': params.user ?? '0',
    }),
  },
  '/reports': {
    call: '/api/teaching/reportSettings',
    title: 'area.reports',
    area: '/reports',
    load: reports,
    tag: 'xnfz-admin-reports',
    attributes: (params) => ({
      view: 'list',
      'class-id': params.class ?? '0',
      'experiment-id': '0',
      'report-id': '0',
    }),
  },
  '/reports/template': {
    call: '/api/teaching/reportTemplate',
    title: 'area.reports',
    area: '/reports',
    load: reports,
    tag: 'xnfz-admin-reports',
    attributes: (params) => ({
      view: 'template',
      'class-id': params.class ?? '0',
      'experiment-id': params.id ?? '0',
      'report-id': '0',
    }),
  },
  '/reports/queue': {
    call: '/api/teaching/reportQueue',
    title: 'area.reports',
    area: '/reports',
    load: reports,
    tag: 'xnfz-admin-reports',
    attributes: (params) => ({
      view: 'queue',
      'class-id': params.class ?? '0',
      'experiment-id': params.experiment ?? '0',
      'report-id': '0',
    }),
  },
  '/reports/similarity': {
    call: '/api/teaching/reportSimilarity',
    title: 'area.reports',
    area: '/reports',
    load: reports,
    tag: 'xnfz-admin-reports',
    attributes: (params) => ({
      view: 'similarity',
      'class-id': params.class ?? '0',
      'experiment-id': params.experiment ?? '0',
      'report-id': '0',
    }),
  },
  '/reports/grade': {
    call: '/api/teaching/reportDetail',
    title: 'area.reports',
    area: '/reports',
    load: reports,
    tag: 'xnfz-admin-reports',
    attributes: (params) => ({
      view: 'grade',
      'class-id': '0',
      'experiment-id': '0',
      'report-id': params.id ?? '0',
    }),
  },
  '/gradebook': {
    call: '/api/teaching/gradebook',
    title: 'area.gradebook',
    area: '/gradebook',
    load: () => import('../widgets/admin-gradebook/admin-gradebook.element'),
    tag: 'xnfz-admin-gradebook',
    attributes: (params) => ({ 'class-id': params.class ?? '0' }),
  },
  // console-courses: the course editor and the category trees
  '/courses/edit': {
    call: '/api/admin/courseDetail',
    title: 'area.courses',
    area: '/courses',
    load: courses,
    tag: 'xnfz-admin-courses',
    attributes: (params) => ({ view: 'edit', 'course-id': params.id ?? '0' }),
  },
  '/categories': {
    call: '/api/admin/categoryTree',
    title: 'area.categories',
    area: '/categories',
    load: () => import('../widgets/admin-categories/admin-categories.element'),
    tag: 'xnfz-admin-categories',
    attributes: () => ({}),
  },
  '/media': {
    call: '/api/admin/mediaList',
    title: 'area.media',
    area: '/media',
    load: () => import('../widgets/admin-media/admin-media.element'),
    tag: 'xnfz-admin-media',
    attributes: () => ({}),
  },
  '/users/import': {
    call: '/api/admin/userImport',
    title: 'area.import',
    area: '/users/import',
    load: () => import('../widgets/admin-import/admin-import.element'),
    tag: 'xnfz-admin-import',
    attributes: () => ({}),
  },
  '/exports': {
    call: '/api/admin/exportStatistics',
    title: 'area.exports',
    area: '/exports',
    load: () => import('../widgets/admin-exports/admin-exports.element'),
    tag: 'xnfz-admin-exports',
    attributes: () => ({}),
  },
  '/experiments/attempts': {
    call: '/api/admin/experimentAttempts',
    title: 'area.attempts',
    area: '/experiments/attempts',
    load: () => import('../widgets/admin-experiment-attempts/admin-experiment-attempts.element'),
    tag: 'xnfz-admin-experiment-attempts',
    attributes: (params) => ({ 'experiment-id': params.id ?? '0' }),
  },
  '/resources': {
    call: '/api/admin/resourceList',
    title: 'area.resources',
    area: '/resources',
    load: resources,
    tag: 'xnfz-admin-resources',
    attributes: (params) => ({ view: 'list', 'resource-id': '0', kind: params.kind ?? 'resource' }),
  },
  '/resources/edit': {
    call: '/api/admin/resourceDetail',
    title: 'area.resources',
    area: '/resources',
    load: resources,
    tag: 'xnfz-admin-resources',
    attributes: (params) => ({
      view: 'edit',
      'resource-id': params.id ?? '0',
      kind: params.kind ?? 'resource',
    }),
  },
  '/banners': {
    call: '/api/admin/bannerList',
    title: 'area.banners',
    area: '/banners',
    load: () => import('../widgets/admin-banners/admin-banners.element'),
    tag: 'xnfz-admin-banners',
    attributes: () => ({}),
  },
  '/ilab': {
    call: '/api/admin/ilabStatus',
    title: 'area.ilab',
    area: '/ilab',
    load: () => import('../widgets/admin-ilab/admin-ilab.element'),
    tag: 'xnfz-admin-ilab',
    attributes: () => ({}),
  },
  '/experiments': {
    // registering is for admins and editors; teachers read results under 实验成绩
    call: '/api/admin/experimentSave',
    title: 'area.experiments',
    area: '/experiments',
    load: () => import('../widgets/admin-experiments/admin-experiments.element'),
    tag: 'xnfz-admin-experiments',
    attributes: () => ({}),
  },
};

/** The side navigation, in order: path and label. */
export const CONSOLE_NAV: readonly { path: string; label: AdminKey }[] = [
  { path: '/articles', label: 'area.articles' },
  { path: '/feedback', label: 'area.feedback' },
  { path: '/site', label: 'area.site' },
  { path: '/courses', label: 'area.courses' },
  { path: '/classes', label: 'area.classes' },
  { path: '/questions', label: 'area.questions' },
  { path: '/quizzes', label: 'area.quizzes' },
  { path: '/gradebook', label: 'area.gradebook' },
  { path: '/reports', label: 'area.reports' },
  { path: '/categories', label: 'area.categories' },
  { path: '/media', label: 'area.media' },
  { path: '/resources', label: 'area.resources' },
  { path: '/banners', label: 'area.banners' },
  { path: '/experiments', label: 'area.experiments' },
  { path: '/experiments/attempts', label: 'area.attempts' },
  { path: '/ilab', label: 'area.ilab' },
  { path: '/exports', label: 'area.exports' },
  { path: '/users', label: 'area.users' },
  { path: '/users/import', label: 'area.import' },
  { path: '/audit', label: 'area.audit' },
];

/**
 * Whether a role may open a screen listing with `call` (a console or a teaching call).
 * @example
 * mayOpen('teacher', '/api/teaching/classList'); // true
 */
export function mayOpen(role: Role | null | undefined, call: AdminPath | TeachingPath): boolean {
  return call.startsWith('/api/teaching/')
    ? role != null && mayTeach(role, call as TeachingPath)
    : mayCall(role, call as AdminPath);
}
