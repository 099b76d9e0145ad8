/**
 * The management console's calls (`/api/admin/…`): same envelope, paging and validation rules as
 * the portal's contract (./contract.ts). Both the console elements and the server import these
 * types. Only the console build imports this module: the portal and the embeds never do.
 */
import type {
  ExperimentAttemptStatus,
  ExperimentStep,
  ArticleKind,
  Attachment,
  CourseType,
  Identity,
  IsoTime,
  MediaType,
  PageQuery,
  Paged,
  ResourceKind,
  Role,
  SiteInfo,
  SsoIdentity,
} from './contract';

export type { Role } from './contract';

/** Console permissions, separate from `identity` (which statistics count). */
export const ROLES: readonly Role[] = ['admin', 'editor', 'teacher'];

/** The refusal of a console call the caller's role does not allow (nothing changed). */
export const MSG_FORBIDDEN = '无权限：当前账号不能进行此操作';

/**
 * The refusal of a save whose record someone else changed since it was opened (`version` stale).
 * The console then shows both versions; nothing was overwritten.
 */
/** An article in the recycle bin is restored before it is edited or published. */
export const MSG_ARTICLE_IN_BIN = '文章在回收站中：请先恢复，再编辑或发布';
/** 恢复 or 永久删除 of an article that is not in the recycle bin. */
export const MSG_ARTICLE_NOT_IN_BIN = '文章不在回收站中';
export const MSG_EDIT_CONFLICT = '保存失败：该记录已被他人修改，请对照最新版本后再保存';

/** Who is using the console and what their role lets them do. */
export interface AdminMe {
  id: number;
  username: string;
  nickname: string;
  role: Role;
}

// ---------------------------------------------------------------- published content and its working copy

/** A console account as the console names it (who saved a version). */
export interface AdminPerson {
  username: string;
  /** Real name, else nickname. */
  name: string;
}

/**
 * Articles, courses and resources have a live version, which visitors see, and while an editor
 * works on a published one a working copy beside it (the draft / live model): 保存草稿 of a
 * published item stores the working copy, 发布更新 makes it live, 放弃修改 drops it, and only
 * 撤回发布 (publish with `published: false`) takes the item offline. The console's detail calls
 * answer the working copy's fields; its list calls the live version's.
 */
export interface WorkingCopyState {
  /** Published, with changes saved that visitors do not see yet (已发布（有未发布的修改）). */
  hasDraft: boolean;
  /** The account that saved the latest version (null: not known, e.g. seeded content). */
  savedBy: AdminPerson | null;
}

/** 放弃修改: drops the working copy of the version that was opened. */
export interface AdminDraftDiscardBody {
  id: number;
  version: string;
}

// ---------------------------------------------------------------- articles

export type PublishStatus = 'published' | 'draft';
/** An article's live status: 已发布, 定时发布 (published, its time still to come) or 草稿. */
export type ArticleStatus = 'published' | 'scheduled' | 'draft';
export type ArticleSortField = 'publishedAt' | 'updatedAt' | 'clickCount' | 'title';
export type SortDirection = 'asc' | 'desc';

export interface AdminArticleListQuery extends PageQuery {
  /** The recycle bin (回收站): deleted articles only, newest deletion first; else none of them. */
  bin?: boolean;
  kind?: ArticleKind;
  keyword?: string;
  status?: ArticleStatus;
  sort?: ArticleSortField;
  order?: SortDirection;
}

/** An article in the console's list: its live version. */
export interface AdminArticleRow {
  id: number;
  kind: ArticleKind;
  title: string;
  author: string;
  pinned: boolean;
  /**
   * 置顶截止: a pinned article is listed first until then (null: until it is unpinned). After it
   * `pinned` stays as saved, but the portal lists the article by its date and marks it unpinned.
   */
  pinnedUntil: IsoTime | null;
  /** Pinned and its 置顶截止 not yet passed, by the server's clock: the portal lists it first. */
  pinnedNow: boolean;
  published: boolean;
  /** By the server's clock. */
  status: ArticleStatus;
  /** Published with unpublished changes saved beside it. */
  hasDraft: boolean;
  /** The working copy's title where it differs from the live one (a search matches either). */
  draftTitle: string | null;
  publishedAt: IsoTime;
  updatedAt: IsoTime;
  clickCount: number;
  /** In the recycle bin since (null: not deleted). */
  deletedAt: IsoTime | null;
  /** When the recycle bin deletes it for good (RECYCLE_BIN_DAYS after deletedAt). */
  purgeAt: IsoTime | null;
}

/** What a bulk action does to each selected article. */
export type ArticleBulkAction = 'publish' | 'unpublish' | 'delete';

/** A bulk action on the selected articles (at most a page of them). */
export interface AdminArticleBulkBody {
  ids: number[];
  action: ArticleBulkAction;
}

/** What a bulk action did: each article is changed on its own, so some may be refused. */
export interface AdminBulkResult {
  done: number[];
  refused: { id: number; title: string; reason: string }[];
}

/** 停用 or 启用 of the selected accounts (not one's own). */
export type AdminUserBulkAction = 'disable' | 'enable' | 'role';

export interface AdminUserBulkBody {
  ids: number[];
  action: AdminUserBulkAction;
  /** `role` only: the role every selected account gets (null: 无角色). */
  role?: Role | null;
  /** `role` only: true after the person confirmed a role that gives more rights (as one by one). */
  confirm?: boolean;
}

/**
 * The accounts to export: the ones ticked (`ids`, comma-separated, at most BULK_MAX), or else
 * every account the list's filters select.
 */
export type AdminUserExportQuery = Omit<AdminUserListQuery, 'pageNum' | 'pageSize'> & {
  ids?: string;
};

/** The most rows a bulk action takes at once (a page of the largest page size). */
export const BULK_MAX = 100;

/** 删除 (into the recycle bin), 恢复 or 永久删除 of one article. */
export interface AdminArticleBinBody {
  id: number;
  /** 删除 only: the version the editor saw; a newer one is an edit conflict. */
  version?: string;
}

/**
 * An article as the console edits it: the working copy's fields when there is one (`published`
 * and `status` are the live version's).
 */
export interface AdminArticle extends AdminArticleRow, WorkingCopyState {
  summary: string;
  cover: string;
  source: string;
  /** Sanitised HTML. */
  content: string;
  attachments: Attachment[];
  /** Pass back on save: a save against an older version is refused with MSG_EDIT_CONFLICT. */
  version: string;
}

/** Create (no id) or update (id and the version that was opened). */
export interface AdminArticleSaveBody {
  id?: number;
  version?: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  cover: string;
  author: string;
  source: string;
  content: string;
  attachments: Attachment[];
  pinned: boolean;
  /** 置顶截止 (only with `pinned`; unpinned clears it): null none, absent keeps the saved one. */
  pinnedUntil?: IsoTime | null;
  published: boolean;
  /** When it shows as published (may be in the future: it then shows from that time on). */
  publishedAt: IsoTime;
}

/**
 * 发布 / 发布更新 (`published: true`: the working copy, if any, goes live) or 撤回发布 (false: offline,
 * holding the working copy). With `version`, a stale one is refused as an edit conflict.
 */
export interface AdminPublishBody {
  id: number;
  published: boolean;
  version?: string;
}

// ---------------------------------------------------------------- courses (teacher view)

export interface AdminCourseListQuery extends PageQuery {
  keyword?: string;
  type?: CourseType;
}

/** A course in the console's list: its live version. */
export interface AdminCourseRow {
  id: number;
  title: string;
  type: CourseType;
  teacher: string;
  ownerId: number | null;
  ownerName: string | null;
  published: boolean;
  /** Published with unpublished changes saved beside it. */
  hasDraft: boolean;
  /** The working copy's title where it differs from the live one (a search matches either). */
  draftTitle: string | null;
  lessonCount: number;
  learnerCount: number;
  updatedAt: IsoTime;
}

export interface AdminCourseLearnersQuery extends PageQuery {
  courseId: number;
  keyword?: string;
}

export interface AdminCourseLearnerRow {
  userId: number;
  username: string;
  nickname: string;
  realName: string;
  /** 学号/工号 and 院系 ('' when none). */
  studentNumber: string;
  department: string;
  identity: Identity;
  /** 0..100: finished lessons of all lessons. */
  progress: number;
  finishedLessons: number;
  lessonCount: number;
  learnedSeconds: number;
  startedAt: IsoTime;
  lastLearnAt: IsoTime;
}

export interface AdminLesson {
  id: number;
  title: string;
  videoUrl: string;
  poster: string;
  durationSeconds: number;
  /** Learners with progress or a study session of this lesson: while above 0 it cannot be deleted. */
  learnersOnRecord: number;
}

export interface AdminChapter {
  id: number;
  title: string;
  /** Learners with a record of one of its lessons (each once): while above 0 it cannot be deleted. */
  learnersOnRecord: number;
  lessons: AdminLesson[];
}

/**
 * A course as the console edits it, with its outline: the working copy's fields when there is one
 * (`published` is the live course's; its owner and outline apply at once).
 */
export interface AdminCourse extends WorkingCopyState {
  id: number;
  title: string;
  type: CourseType;
  categoryId: number | null;
  cover: string;
  summary: string;
  /** Sanitised HTML. */
  description: string;
  teacher: string;
  ownerId: number | null;
  tags: string[];
  published: boolean;
  learnerCount: number;
  /** The portal's figures of the live course (浏览, 评分), for the preview. */
  clickCount: number;
  rating: number;
  ratingCount: number;
  /**
   * Learners with any record of the course (joined it, or studied one of its lessons): while above
   * 0 it cannot be deleted.
   */
  learnersOnRecord: number;
  chapters: AdminChapter[];
  /** When the latest version was saved (by `savedBy`). */
  updatedAt: IsoTime;
  /** Pass back on save or reorder: a stale version is refused with MSG_EDIT_CONFLICT. */
  version: string;
}

export interface AdminCourseSaveBody {
  id?: number;
  version?: string;
  title: string;
  type: CourseType;
  categoryId: number | null;
  cover: string;
  summary: string;
  description: string;
  teacher: string;
  ownerId: number | null;
  tags: string[];
  published: boolean;
}

export interface AdminChapterSaveBody {
  id?: number;
  courseId: number;
  title: string;
}

export interface AdminLessonSaveBody {
  id?: number;
  chapterId: number;
  title: string;
  videoUrl: string;
  poster: string;
  durationSeconds: number;
}

/** The whole new order of a course's outline: every chapter once, every lesson once. */
export interface AdminOutlineOrderBody {
  courseId: number;
  version: string;
  chapters: { id: number; lessonIds: number[] }[];
}

// ---------------------------------------------------------------- categories

export type CategoryScope = 'course' | 'resource' | 'red';

export interface AdminCategory {
  id: number;
  name: string;
  parentId: number | null;
  courseType: CourseType | null;
  /** Courses or resources filed directly under it (published or not). */
  itemCount: number;
  /** The same with those of every sub-category below it. */
  totalItemCount: number;
  children: AdminCategory[];
}

export interface AdminCategorySaveBody {
  id?: number;
  scope: CategoryScope;
  parentId: number | null;
  name: string;
  courseType: CourseType | null;
}

export interface AdminCategoryOrderBody {
  scope: CategoryScope;
  parentId: number | null;
  /** Every child of the parent, in the new order. */
  ids: number[];
}

// ---------------------------------------------------------------- resources, banners, experiments

export type ResourceSortField = 'updatedAt' | 'clickCount' | 'title';

export interface AdminResourceListQuery extends PageQuery {
  kind: ResourceKind;
  keyword?: string;
  status?: PublishStatus;
  categoryId?: number;
  /** Default: updatedAt, newest first. */
  sort?: ResourceSortField;
  order?: SortDirection;
}

/** A resource in the console's list: its live version. */
export interface AdminResourceRow {
  id: number;
  kind: ResourceKind;
  title: string;
  categoryId: number | null;
  categoryName: string | null;
  mediaType: MediaType;
  published: boolean;
  /** Published with unpublished changes saved beside it. */
  hasDraft: boolean;
  /** The working copy's title where it differs from the live one (a search matches either). */
  draftTitle: string | null;
  clickCount: number;
  updatedAt: IsoTime;
}

/**
 * A resource as the console edits it: the working copy's fields when there is one (`published`
 * is the live version's).
 */
export interface AdminResource extends AdminResourceRow, WorkingCopyState {
  cover: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  videoUrl: string | null;
  attachments: Attachment[];
  version: string;
}

export interface AdminResourceSaveBody {
  id?: number;
  version?: string;
  kind: ResourceKind;
  title: string;
  categoryId: number | null;
  cover: string;
  summary: string;
  content: string;
  mediaType: MediaType;
  videoUrl: string | null;
  attachments: Attachment[];
  published: boolean;
}

/**
 * Where a banner is by the server's clock: on the home page (`shown`), switched off (`hidden`),
 * active but before its start (`scheduled`) or after its end (`ended`).
 */
export type AdminBannerStatus = 'shown' | 'hidden' | 'scheduled' | 'ended';

export interface AdminBanner {
  id: number;
  title: string;
  image: string;
  link: string;
  active: boolean;
  /** 开始展示 / 结束展示 (null: from now on / without end). */
  startsAt: IsoTime | null;
  endsAt: IsoTime | null;
  status: AdminBannerStatus;
}

export interface AdminBannerSaveBody {
  id?: number;
  title: string;
  image: string;
  link: string;
  active: boolean;
  /**
   * 开始展示 and 结束展示 (the end after the start); null clears one, absent keeps the saved one
   * (a new banner: none).
   */
  startsAt?: IsoTime | null;
  endsAt?: IsoTime | null;
}

export interface AdminExperiment {
  id: number;
  title: string;
  cover: string;
  summary: string;
  courseId: number | null;
  durationMinutes: number;
  published: boolean;
  launchUrl: string;
  /** The origin whose pages may post results of a third-party experiment. */
  resultOrigin: string;
  /** A built-in experiment (served by the portal itself): read-only in the registry. */
  builtIn: boolean;
  /** Whether a result-signing secret has been generated (the secret itself is shown once). */
  hasResultSecret: boolean;
  launchCount: number;
  finishedCount: number;
  version: string;
  /** 实验空间: the project title its attempts are reported under ('' = not reported). */
  ilabTitle: string;
  /** 实验空间: the child project title ('' when none). */
  ilabChildTitle: string;
}

/** 实验空间 project titles of an experiment (built-in ones too). */
export interface AdminExperimentIlabBody {
  id: number;
  ilabTitle: string;
  ilabChildTitle: string;
}

/** Where an upload to 实验空间 stands. */
export type AdminIlabUploadState = 'waiting' | 'sending' | 'sent' | 'failed';

/** An upload that failed, or is being retried after an error. */
export interface AdminIlabUploadRow {
  id: number;
  originId: string;
  experimentTitle: string;
  /** The ilab user name. */
  username: string;
  state: AdminIlabUploadState;
  attempts: number;
  /** ilab's message, or why it could not be reached. */
  lastError: string;
  updatedAt: IsoTime;
}

/** The 实验空间 connector's state (console 实验空间 screen). */
export interface AdminIlabStatus {
  /** False: ILAB_BASE_URL / ILAB_APPID / ILAB_SECRET are not set, the connector is off. */
  configured: boolean;
  baseUrl: string;
  appid: string;
  /** The signed token request just made (null when not configured). */
  connection: { ok: boolean; message: string } | null;
  queue: {
    waiting: number;
    sending: number;
    failed: number;
    sent: number;
    lastSuccessAt: IsoTime | null;
  };
  problems: AdminIlabUploadRow[];
}

/** A third-party experiment's new result-signing secret: shown once, the old one stops working. */
export interface AdminExperimentSecret {
  id: number;
  secret: string;
}

export interface AdminExperimentSaveBody {
  id?: number;
  version?: string;
  title: string;
  cover: string;
  summary: string;
  courseId: number | null;
  durationMinutes: number;
  published: boolean;
  launchUrl: string;
  resultOrigin: string;
}

// ---------------------------------------------------------------- people

export type AccountStatus = 'active' | 'disabled';

export interface AdminUserListQuery extends PageQuery {
  keyword?: string;
  role?: Role | 'none';
  identity?: Identity;
  status?: AccountStatus;
}

export interface AdminUserRow {
  id: number;
  username: string;
  nickname: string;
  realName: string;
  /** 学号/工号 ('' when none). */
  studentNumber: string;
  /** 院系 ('' when none). */
  department: string;
  /** 班级 ('' when none), as an import or campus sign-in set it. */
  className: string;
  identity: Identity;
  role: Role | null;
  email: string;
  phone: string;
  disabled: boolean;
  createdAt: IsoTime;
  lastLoginAt: IsoTime | null;
}

export interface AdminUserRoleBody {
  id: number;
  role: Role | null;
  /**
   * A role that raises what the account may do (无角色 → 教师 → 内容编辑 → 系统管理员, see
   * ROLE_RANK) is set only with `confirm: true` — sent after the person confirmed it, whichever
   * screen or script sets the role; lowering a role needs no confirmation.
   */
  confirm?: boolean;
}

/** How much a role may do: a change to a higher rank raises the account's privileges. */
export const ROLE_RANK: Readonly<Record<Role | 'none', number>> = {
  none: 0,
  teacher: 1,
  editor: 2,
  admin: 3,
};

/** Whether setting `to` on an account that has `from` raises its privileges. */
export function raisesPrivileges(from: Role | null, to: Role | null): boolean {
  return ROLE_RANK[to ?? 'none'] > ROLE_RANK[from ?? 'none'];
}

/** An account a course may be given to (负责教师), named the same for every console user. */
export interface AdminCourseOwnerChoice {
  id: number;
  username: string;
  /** 姓名（用户名）, or the username alone when the account has no name. */
  label: string;
  role: Role | null;
}

export interface AdminUserStatusBody {
  id: number;
  disabled: boolean;
}

/** A temporary password, shown once to the admin; the user must change it at the next login. */
export interface AdminResetPasswordData {
  temporaryPassword: string;
}

// ---------------------------------------------------------------- feedback inbox

export type FeedbackStatus = 'open' | 'handled';

export interface AdminFeedbackListQuery extends PageQuery {
  status?: FeedbackStatus;
  keyword?: string;
}

export interface AdminFeedbackRow {
  id: number;
  name: string;
  contact: string;
  content: string;
  username: string | null;
  createdAt: IsoTime;
  handledAt: IsoTime | null;
  /** The e-mail replies written so far, oldest first, each with what happened to its e-mail. */
  replies: AdminFeedbackReply[];
}

/**
 * What happened to a reply's e-mail, decided by the server after the real attempt:
 * `sent` — the mail server accepted it (已发送); `notConfigured` — no SMTP_URL, nothing went out
 * (未发送：未配置邮件服务); `failed` — the mail server refused it or could not be reached (发送失败,
 * `failure` says why); `sending` — an attempt is under way; `unrecorded` — written before the
 * console recorded it.
 */
export type ReplyDelivery = 'sent' | 'notConfigured' | 'failed' | 'sending' | 'unrecorded';

export interface AdminFeedbackReply {
  content: string;
  /** When it was written. */
  repliedAt: IsoTime;
  /** The console account that wrote it. */
  by: string;
  /** Where it goes ('' for replies written before this was recorded). */
  recipient: string;
  delivery: ReplyDelivery;
  /** The latest attempt to send it (null: unrecorded). */
  attemptedAt: IsoTime | null;
  /** Attempts so far (the first send and every 重新发送). */
  attempts: number;
  /** `failed`: the mail server's answer or the connection error; else null. */
  failure: string | null;
}

/** 重新发送: another attempt at a reply whose e-mail did not go out. */
export interface AdminFeedbackResendBody {
  id: number;
  /** The reply's position in `replies` (0 = the first). */
  reply: number;
}

export interface AdminFeedbackHandleBody {
  id: number;
  handled: boolean;
}

export interface AdminFeedbackReplyBody {
  id: number;
  content: string;
}

// ---------------------------------------------------------------- site info

export interface AdminSiteInfo extends SiteInfo {
  version: string;
}

export type AdminSiteInfoSaveBody = SiteInfo & { version: string };

// ---------------------------------------------------------------- course messages

/** 课程通知 of one course, newest first. */
export interface AdminCourseMessagesQuery extends PageQuery {
  courseId: number;
}

export interface AdminCourseMessageRow {
  id: number;
  title: string;
  body: string;
  /** Who sent it (name and account), null when the account is gone. */
  sender: AdminPerson | null;
  createdAt: IsoTime;
  /** The 教学班 it went to (null: every learner of the course). */
  className: string | null;
  /** How many can read it now: the course's learners, or the class's students. */
  audience: number;
  /** Of them, who have read it. */
  readCount: number;
}

/** A page of a course's 课程通知, and how many learners the course has now (who all read them). */
export interface AdminCourseMessagesPage extends Paged<AdminCourseMessageRow> {
  learnerCount: number;
}

export interface AdminCourseMessageSendBody {
  courseId: number;
  /** One 教学班 of the course only; absent or null: every learner of the course. */
  classId?: number | null;
  title: string;
  body: string;
}

// ---------------------------------------------------------------- version history

/** The content whose saved versions are kept: listed, compared and restored in its editor. */
export const VERSIONED_ENTITIES = ['article', 'course', 'site'] as const;
export type VersionedEntity = (typeof VERSIONED_ENTITIES)[number];

/** The id of the site information in version history (the key it is stored under). */
export const SITE_VERSION_ID = 'site_info';

/** What a version holds of each kind: the fields its editor edits. */
export interface VersionFieldsOf {
  article: Omit<AdminArticleSaveBody, 'id' | 'version' | 'published'>;
  course: Omit<AdminCourseSaveBody, 'id' | 'version' | 'published' | 'ownerId'>;
  site: SiteInfo;
}

/** One item's versions; `id` is the article's or course's id, `site_info` for the site information. */
export interface AdminVersionListQuery extends PageQuery {
  entity: VersionedEntity;
  id: string;
}

export interface AdminVersionRow {
  number: number;
  /** The audit action that saved it (`article.draft`, `course.restore`, …; `baseline`: found when history began). */
  action: string;
  /** Who saved it (name and account), null when not known. */
  savedBy: AdminPerson | null;
  createdAt: IsoTime;
  /** The version the editor opens now (the working copy, or the live one when there is none). */
  current: boolean;
  /** The version visitors see (published content only). */
  live: boolean;
}

export interface AdminVersionQuery {
  entity: VersionedEntity;
  id: string;
  number: number;
}

export interface AdminVersion<E extends VersionedEntity = VersionedEntity> extends AdminVersionRow {
  fields: VersionFieldsOf[E];
}

/**
 * Restores a version: it becomes a new version. A published article or course gets it as its
 * working copy (visitors see it after 发布更新); anything else is saved in place.
 */
export interface AdminVersionRestoreBody extends AdminVersionQuery {
  /** The item's version as the editor opened it; a newer one is an edit conflict. */
  version: string;
}

export const MSG_VERSION_NOT_FOUND = '这个历史版本不存在';
export const MSG_VERSION_SAME = '这个版本与当前内容相同，无需恢复';

/** The restored version's number. */
export interface AdminVersionRestored {
  number: number;
}

// ---------------------------------------------------------------- imports and exports

/** A generated file (.xlsx), handed over in the envelope. */
export interface AdminExportFile {
  fileName: string;
  mimeType: string;
  contentBase64: string;
}

export interface AdminExportStatisticsQuery {
  startDate?: string;
  endDate?: string;
}

/** Which attempts of an experiment the 实验成绩 screen, its statistics and its export cover. */
export interface AdminExperimentAttemptsFilter {
  experimentId: number;
  /** Part (or the start) of the learner's 学号/工号, username or 姓名; absent or blank: everyone. */
  student?: string;
  /** Days (`YYYY-MM-DD`, the centre's time zone, both included) of the attempt's 完成时间. */
  startDate?: string;
  endDate?: string;
}

export interface AdminExperimentAttemptsQuery extends PageQuery, AdminExperimentAttemptsFilter {}

/** The score bands of the distribution, in this order: 0–59, 60–69, 70–79, 80–89, 90–100. */
export const SCORE_BANDS = ['0-59', '60-69', '70-79', '80-89', '90-100'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** A score of at least this passes (及格). */
export const PASS_SCORE = 60;

/**
 * Statistics of every attempt the filter matches (not only the page shown), computed by the
 * server. Average, maximum, minimum, median and pass rate are null when nothing matches; the
 * average and median are rounded to 2 decimals, the pass rate is a share (0–1, 4 decimals).
 */
export interface AdminExperimentAttemptStats {
  count: number;
  average: number | null;
  max: number | null;
  min: number | null;
  median: number | null;
  /** Attempts scoring PASS_SCORE or more. */
  passed: number;
  passRate: number | null;
  /** Attempts per band, every band present, in SCORE_BANDS order. */
  distribution: { band: ScoreBand; count: number }[];
}

/** A page of attempts with the statistics of all of them. */
export interface AdminExperimentAttemptsPage extends Paged<AdminExperimentAttemptRow> {
  stats: AdminExperimentAttemptStats;
}

/** One finished attempt of an experiment, as the export lists it. */
export interface AdminExperimentAttemptRow {
  attemptId: string;
  userId: number | null;
  username: string;
  realName: string;
  /** 学号/工号 and 院系 ('' when none). */
  studentNumber: string;
  department: string;
  identity: string;
  score: number;
  durationSeconds: number;
  startedAt: IsoTime;
  finishedAt: IsoTime;
  /** The attempt's steps (null when handed in without) and whether it was finished. */
  steps: ExperimentStep[] | null;
  status: ExperimentAttemptStatus | null;
}

/** Students and teachers from an .xlsx or .csv: a dry run lists every row's problems first. */
export interface AdminUserImportBody {
  fileName: string;
  contentBase64: string;
  /** Every account the import creates starts with it and must change it at the first login. */
  initialPassword: string;
  dryRun: boolean;
  /**
   * Import for a new term: a row whose username exists updates that account's 姓名, 身份, 院系 and
   * 班级 instead of being refused as 用户名已被注册 (never its password, role or e-mail). Default false.
   */
  updateExisting?: boolean;
}

/** What the import does with a row: create an account, update one, leave it as it is, or refuse the row. */
export type AdminImportAction = 'create' | 'update' | 'unchanged' | 'refuse';

/** The fields a new term's import may change on an existing account. */
export type AdminImportField = 'realName' | 'identity' | 'department' | 'className';

export interface AdminImportChange {
  field: AdminImportField;
  /** As stored (an identity by its code: student, teacher, public). */
  before: string;
  after: string;
}

export interface AdminImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** 学号/工号, as text (leading zeros kept). */
  username: string;
  realName: string;
  identity: Identity | '';
  department: string;
  /** 班级 ('' when the file has none). */
  className: string;
  email: string;
  /** Empty when the row can be imported. */
  problems: string[];
  action: AdminImportAction;
  /** For an update: each field that changes. */
  changes: AdminImportChange[];
}

export interface AdminUserImportResult {
  total: number;
  /** Rows without problems. */
  valid: number;
  rows: AdminImportRow[];
  /** How many rows the import creates, updates, leaves unchanged and refuses. */
  plan: Record<AdminImportAction, number>;
  /** Accounts created: 0 for a dry run or when any row is refused (all or nothing). */
  imported: number;
  /** Existing accounts updated (new term's import): 0 for a dry run or when any row is refused. */
  updated: number;
  /** The refused rows as an .xlsx with a 错误原因 column; null when no row is refused. */
  errorReport: AdminExportFile | null;
}

// ---------------------------------------------------------------- audit log

/**
 * The kinds of object the audit log records (`entity`): the one list the server's filter accepts
 * and the console offers (test/server/audit-readable.test.ts checks every recorded kind is here).
 */
export const AUDIT_ENTITIES = [
  'article',
  'resource',
  'course',
  'category',
  'banner',
  'experiment',
  'media',
  'site',
  'feedback',
  'user',
  'ilab_upload',
  'class',
  'question',
  'quiz',
  'report',
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AdminAuditListQuery extends PageQuery {
  actor?: string;
  entity?: AuditEntity;
  startDate?: string;
  endDate?: string;
}

/** The export of the log: the same filters, every matching entry. */
export type AdminAuditExportQuery = Omit<AdminAuditListQuery, keyof PageQuery>;

/** One changed field of an audit entry, as people read it. */
export interface AdminAuditChange {
  /** The field's Chinese name (标题, 负责教师, 联系方式 · 电话). */
  label: string;
  /** Shown values: names instead of ids, HTML as short text, times in TIME_ZONE; null: none. */
  before: string | null;
  after: string | null;
}

/** Entries that change who may run the console, shown prominently. */
export type AuditHighlight = 'adminGranted' | 'adminRemoved';

export interface AdminAuditRow {
  id: number;
  actorId: number | null;
  actorName: string;
  /** The actor as people read it: 姓名（用户名）. */
  actor: string;
  /** e.g. `article.create`, `user.role`, `feedback.reply`. */
  action: string;
  /** The action in Chinese (修改角色). */
  actionName: string;
  entity: string;
  /** The object type in Chinese (课程). */
  entityName: string;
  entityId: string;
  /** What was changed: a title, a category's name, 姓名（用户名）; '' when it has none. */
  objectName: string;
  /** Only the fields that changed (a new record: what it was created with). */
  changes: AdminAuditChange[];
  highlight: AuditHighlight | null;
  /** The stored values, secrets left out (for integrations; the console shows `changes`). */
  before: unknown;
  after: unknown;
  createdAt: IsoTime;
}

// ---------------------------------------------------------------- media library and uploads

/** What an uploaded file is for; the server checks its bytes against the kind. */
export type MediaKind = 'video' | 'image' | 'document';
export const MEDIA_KINDS: readonly MediaKind[] = ['video', 'image', 'document'];

/**
 * The resumable upload endpoint (the tus 1.0 protocol, not the JSON envelope). Create with
 * `POST` and the metadata `kind` and `filename`; the header `token` on every request.
 */
export const UPLOAD_PATH = '/api/admin/uploads';

/** Who may upload (a teacher adds lesson videos). */
export const UPLOAD_ROLES: readonly Role[] = ['admin', 'editor', 'teacher'];

/**
 * Why the upload endpoint refused a request: the header `Xnfz-Upload-Error` carries one of these,
 * the body the Chinese sentence to show.
 */
export type UploadErrorCode =
  | 'not-logged-in'
  | 'forbidden'
  | 'bad-metadata'
  | 'too-large'
  | 'too-many-unfinished'
  | 'conflict'
  | 'wrong-type'
  | 'unreadable'
  | 'not-found'
  | 'unavailable';

export const UPLOAD_ERROR_HEADER = 'Xnfz-Upload-Error';
/** On the last PATCH of an upload: the id of the media record it became. */
export const UPLOAD_MEDIA_ID_HEADER = 'Xnfz-Media-Id';
/** A finished upload to a lab report: the file's signed address (report-contract ReportFile.url). */
export const UPLOAD_FILE_URL_HEADER = 'Xnfz-File-Url';

export interface AdminMediaListQuery extends PageQuery {
  /** Part of the original file name. */
  keyword?: string;
  kind?: MediaKind;
}

export interface AdminMediaRow {
  id: number;
  kind: MediaKind;
  /** Where it is served (with HTTP Range), e.g. `/media/uploads/2026-11/…mp4`. */
  url: string;
  originalName: string;
  /** Bytes. */
  size: number;
  /** Read from the file's bytes, not its name. */
  mimeType: string;
  /** Videos: whole seconds read from the file on the server; null for other kinds. */
  durationSeconds: number | null;
  uploadedBy: number | null;
  uploaderName: string;
  createdAt: IsoTime;
}

/** Where a media file is used (mediaUsage): what holds its address. */
export interface AdminMediaUse {
  kind:
    | 'article'
    | 'articleInBin'
    | 'course'
    | 'lesson'
    | 'resource'
    | 'redResource'
    | 'experiment'
    | 'banner'
    | 'site';
  /** The record (0 for the site information). */
  id: number;
  /** Its title ('' for the site information). */
  title: string;
  /** A lesson's course (its outline is where the lesson is edited); null otherwise. */
  courseId: number | null;
}

/** A file still used somewhere is not deleted: the reason names how many places. */
export const MSG_MEDIA_IN_USE = '文件正在使用，不能删除';

/** The limits the server applies, so the console can refuse a file before sending it. */
export interface AdminUploadSettings {
  uploadPath: string;
  /** Largest file of each kind, in bytes. */
  maxBytes: Record<MediaKind, number>;
  /** An upload not finished within this many seconds is deleted with its bytes. */
  expireSeconds: number;
}

// ---------------------------------------------------------------- the call table

type Get<Q, D> = { method: 'GET'; query: Q; data: D };
type Post<B, D> = { method: 'POST'; body: B; data: D };
type NoInput = Record<string, never>;

/** Every console call, keyed by path. */
export interface AdminCalls {
  '/api/admin/me': Get<NoInput, AdminMe>;
  '/api/admin/articleList': Get<AdminArticleListQuery, Paged<AdminArticleRow>>;
  '/api/admin/articleDetail': Get<{ id: number }, AdminArticle>;
  '/api/admin/articleSave': Post<AdminArticleSaveBody, AdminArticle>;
  '/api/admin/articlePublish': Post<AdminPublishBody, AdminArticle>;
  '/api/admin/articleDraftDiscard': Post<AdminDraftDiscardBody, AdminArticle>;
  '/api/admin/articleDelete': Post<AdminArticleBinBody, AdminArticleRow>;
  '/api/admin/articleBulk': Post<AdminArticleBulkBody, AdminBulkResult>;
  '/api/admin/articleRestore': Post<AdminArticleBinBody, AdminArticleRow>;
  '/api/admin/articlePurge': Post<AdminArticleBinBody, null>;
  '/api/admin/courseList': Get<AdminCourseListQuery, Paged<AdminCourseRow>>;
  '/api/admin/courseLearners': Get<AdminCourseLearnersQuery, Paged<AdminCourseLearnerRow>>;
  '/api/admin/userList': Get<AdminUserListQuery, Paged<AdminUserRow>>;
  '/api/admin/userRole': Post<AdminUserRoleBody, AdminUserRow>;
  '/api/admin/userStatus': Post<AdminUserStatusBody, AdminUserRow>;
  '/api/admin/userBulk': Post<AdminUserBulkBody, AdminBulkResult>;
  '/api/admin/userExport': Get<AdminUserExportQuery, AdminExportFile>;
  '/api/admin/userResetPassword': Post<{ id: number }, AdminResetPasswordData>;
  '/api/admin/userSsoIdentities': Get<{ id: number }, SsoIdentity[]>;
  '/api/admin/userSsoUnbind': Post<{ id: number }, SsoIdentity[]>;
  '/api/admin/feedbackList': Get<AdminFeedbackListQuery, Paged<AdminFeedbackRow>>;
  '/api/admin/feedbackHandle': Post<AdminFeedbackHandleBody, AdminFeedbackRow>;
  '/api/admin/feedbackReply': Post<AdminFeedbackReplyBody, AdminFeedbackRow>;
  '/api/admin/feedbackResend': Post<AdminFeedbackResendBody, AdminFeedbackRow>;
  '/api/admin/siteInfo': Get<NoInput, AdminSiteInfo>;
  '/api/admin/siteInfoSave': Post<AdminSiteInfoSaveBody, AdminSiteInfo>;
  '/api/admin/auditList': Get<AdminAuditListQuery, Paged<AdminAuditRow>>;
  '/api/admin/auditExport': Get<AdminAuditExportQuery, AdminExportFile>;
  '/api/admin/versionList': Get<AdminVersionListQuery, Paged<AdminVersionRow>>;
  '/api/admin/courseMessageList': Get<AdminCourseMessagesQuery, AdminCourseMessagesPage>;
  '/api/admin/courseMessageSend': Post<AdminCourseMessageSendBody, AdminCourseMessageRow>;
  '/api/admin/courseMessageDelete': Post<{ id: number }, null>;
  '/api/admin/versionDetail': Get<AdminVersionQuery, AdminVersion>;
  '/api/admin/versionRestore': Post<AdminVersionRestoreBody, AdminVersionRestored>;
  '/api/admin/courseOwnerChoices': Get<NoInput, AdminCourseOwnerChoice[]>;
  '/api/admin/mediaList': Get<AdminMediaListQuery, Paged<AdminMediaRow>>;
  '/api/admin/mediaDetail': Get<{ id: number }, AdminMediaRow>;
  '/api/admin/mediaUsage': Get<{ id: number }, AdminMediaUse[]>;
  '/api/admin/mediaDelete': Post<{ id: number }, null>;
  '/api/admin/uploadSettings': Get<NoInput, AdminUploadSettings>;
  '/api/admin/userImport': Post<AdminUserImportBody, AdminUserImportResult>;
  '/api/admin/importTemplate': Get<NoInput, AdminExportFile>;
  '/api/admin/exportStatistics': Get<AdminExportStatisticsQuery, AdminExportFile>;
  '/api/admin/exportCourseLearners': Get<{ courseId: number }, AdminExportFile>;
  '/api/admin/experimentAttempts': Get<AdminExperimentAttemptsQuery, AdminExperimentAttemptsPage>;
  '/api/admin/exportExperimentAttempts': Get<AdminExperimentAttemptsFilter, AdminExportFile>;
  '/api/admin/courseDetail': Get<{ id: number }, AdminCourse>;
  '/api/admin/courseSave': Post<AdminCourseSaveBody, AdminCourse>;
  '/api/admin/coursePublish': Post<AdminPublishBody, AdminCourse>;
  '/api/admin/courseDraftDiscard': Post<AdminDraftDiscardBody, AdminCourse>;
  '/api/admin/courseDelete': Post<{ id: number }, null>;
  '/api/admin/chapterSave': Post<AdminChapterSaveBody, AdminCourse>;
  '/api/admin/chapterDelete': Post<{ id: number }, AdminCourse>;
  '/api/admin/lessonSave': Post<AdminLessonSaveBody, AdminCourse>;
  '/api/admin/lessonDelete': Post<{ id: number }, AdminCourse>;
  '/api/admin/courseOutlineOrder': Post<AdminOutlineOrderBody, AdminCourse>;
  '/api/admin/categoryTree': Get<{ scope: CategoryScope }, AdminCategory[]>;
  '/api/admin/categorySave': Post<AdminCategorySaveBody, AdminCategory[]>;
  '/api/admin/categoryDelete': Post<{ id: number }, AdminCategory[]>;
  '/api/admin/categoryOrder': Post<AdminCategoryOrderBody, AdminCategory[]>;
  '/api/admin/resourceList': Get<AdminResourceListQuery, Paged<AdminResourceRow>>;
  '/api/admin/resourceDetail': Get<{ id: number }, AdminResource>;
  '/api/admin/resourceSave': Post<AdminResourceSaveBody, AdminResource>;
  '/api/admin/resourcePublish': Post<AdminPublishBody, AdminResource>;
  '/api/admin/resourceDraftDiscard': Post<AdminDraftDiscardBody, AdminResource>;
  '/api/admin/bannerList': Get<NoInput, AdminBanner[]>;
  '/api/admin/bannerSave': Post<AdminBannerSaveBody, AdminBanner[]>;
  '/api/admin/bannerDelete': Post<{ id: number }, AdminBanner[]>;
  '/api/admin/bannerOrder': Post<{ ids: number[] }, AdminBanner[]>;
  '/api/admin/experimentList': Get<AdminCourseListQuery, Paged<AdminExperiment>>;
  '/api/admin/experimentSave': Post<AdminExperimentSaveBody, AdminExperiment>;
  '/api/admin/experimentPublish': Post<AdminPublishBody, AdminExperiment>;
  '/api/admin/experimentSecret': Post<{ id: number }, AdminExperimentSecret>;
  '/api/admin/experimentIlab': Post<AdminExperimentIlabBody, AdminExperiment>;
  '/api/admin/ilabStatus': Get<NoInput, AdminIlabStatus>;
  '/api/admin/ilabRetry': Post<{ id?: number }, { retried: number }>;
}

export type AdminPath = keyof AdminCalls;

const ALL: readonly Role[] = ROLES;
const STAFF: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];

/** Method and allowed roles of every console call: the server enforces it, the console hides by it. */
export const ADMIN_CALLS: {
  [P in AdminPath]: { method: AdminCalls[P]['method']; roles: readonly Role[] };
} = {
  '/api/admin/me': { method: 'GET', roles: ALL },
  '/api/admin/articleList': { method: 'GET', roles: STAFF },
  '/api/admin/articleDetail': { method: 'GET', roles: STAFF },
  '/api/admin/articleSave': { method: 'POST', roles: STAFF },
  '/api/admin/articlePublish': { method: 'POST', roles: STAFF },
  '/api/admin/articleDraftDiscard': { method: 'POST', roles: STAFF },
  '/api/admin/articleDelete': { method: 'POST', roles: STAFF },
  '/api/admin/articleBulk': { method: 'POST', roles: STAFF },
  '/api/admin/articleRestore': { method: 'POST', roles: STAFF },
  '/api/admin/articlePurge': { method: 'POST', roles: STAFF },
  // a teacher sees only the courses they own, and only those courses' learners
  '/api/admin/courseList': { method: 'GET', roles: ALL },
  '/api/admin/courseLearners': { method: 'GET', roles: ALL },
  '/api/admin/userList': { method: 'GET', roles: ADMIN },
  '/api/admin/userRole': { method: 'POST', roles: ADMIN },
  '/api/admin/userStatus': { method: 'POST', roles: ADMIN },
  '/api/admin/userBulk': { method: 'POST', roles: ADMIN },
  '/api/admin/userExport': { method: 'GET', roles: ADMIN },
  '/api/admin/userResetPassword': { method: 'POST', roles: ADMIN },
  '/api/admin/userSsoIdentities': { method: 'GET', roles: ADMIN },
  '/api/admin/userSsoUnbind': { method: 'POST', roles: ADMIN },
  '/api/admin/feedbackList': { method: 'GET', roles: STAFF },
  '/api/admin/feedbackHandle': { method: 'POST', roles: STAFF },
  '/api/admin/feedbackReply': { method: 'POST', roles: STAFF },
  '/api/admin/feedbackResend': { method: 'POST', roles: STAFF },
  '/api/admin/siteInfo': { method: 'GET', roles: STAFF },
  '/api/admin/siteInfoSave': { method: 'POST', roles: STAFF },
  '/api/admin/auditList': { method: 'GET', roles: ADMIN },
  '/api/admin/auditExport': { method: 'GET', roles: ADMIN },
  // articles and site information: admins and editors; a course: also the teacher who owns it
  '/api/admin/versionList': { method: 'GET', roles: ALL },
  '/api/admin/versionDetail': { method: 'GET', roles: ALL },
  '/api/admin/versionRestore': { method: 'POST', roles: ALL },
  // a teacher: the messages of the courses they own
  '/api/admin/courseMessageList': { method: 'GET', roles: ALL },
  '/api/admin/courseMessageSend': { method: 'POST', roles: ALL },
  '/api/admin/courseMessageDelete': { method: 'POST', roles: ALL },
  // the accounts a course may be given to (负责教师): for those who set a course's owner
  '/api/admin/courseOwnerChoices': { method: 'GET', roles: STAFF },
  // a teacher sees only the files they uploaded
  '/api/admin/mediaList': { method: 'GET', roles: UPLOAD_ROLES },
  '/api/admin/mediaDetail': { method: 'GET', roles: UPLOAD_ROLES },
  // a teacher: only the files they uploaded
  '/api/admin/mediaUsage': { method: 'GET', roles: UPLOAD_ROLES },
  '/api/admin/mediaDelete': { method: 'POST', roles: UPLOAD_ROLES },
  '/api/admin/uploadSettings': { method: 'GET', roles: UPLOAD_ROLES },
  '/api/admin/userImport': { method: 'POST', roles: ADMIN },
  '/api/admin/importTemplate': { method: 'GET', roles: ADMIN },
  '/api/admin/exportStatistics': { method: 'GET', roles: STAFF },
  // a teacher exports only their own courses' learners and their experiments' attempts
  '/api/admin/exportCourseLearners': { method: 'GET', roles: ALL },
  '/api/admin/experimentAttempts': { method: 'GET', roles: ALL },
  '/api/admin/exportExperimentAttempts': { method: 'GET', roles: ALL },
  // teachers edit the courses they own (not their owner; of their publication only 发布更新 of a
  // published course) and their outlines
  '/api/admin/courseDetail': { method: 'GET', roles: ALL },
  '/api/admin/courseSave': { method: 'POST', roles: ALL },
  '/api/admin/coursePublish': { method: 'POST', roles: STAFF },
  // a teacher may drop the working copy of their own course (and publish its updates by saving)
  '/api/admin/courseDraftDiscard': { method: 'POST', roles: ALL },
  '/api/admin/courseDelete': { method: 'POST', roles: STAFF },
  '/api/admin/chapterSave': { method: 'POST', roles: ALL },
  '/api/admin/chapterDelete': { method: 'POST', roles: ALL },
  '/api/admin/lessonSave': { method: 'POST', roles: ALL },
  '/api/admin/lessonDelete': { method: 'POST', roles: ALL },
  '/api/admin/courseOutlineOrder': { method: 'POST', roles: ALL },
  '/api/admin/categoryTree': { method: 'GET', roles: STAFF },
  '/api/admin/categorySave': { method: 'POST', roles: STAFF },
  '/api/admin/categoryDelete': { method: 'POST', roles: STAFF },
  '/api/admin/categoryOrder': { method: 'POST', roles: STAFF },
  '/api/admin/resourceList': { method: 'GET', roles: STAFF },
  '/api/admin/resourceDetail': { method: 'GET', roles: STAFF },
  '/api/admin/resourceSave': { method: 'POST', roles: STAFF },
  '/api/admin/resourcePublish': { method: 'POST', roles: STAFF },
  '/api/admin/resourceDraftDiscard': { method: 'POST', roles: STAFF },
  '/api/admin/bannerList': { method: 'GET', roles: STAFF },
  '/api/admin/bannerSave': { method: 'POST', roles: STAFF },
  '/api/admin/bannerDelete': { method: 'POST', roles: STAFF },
  '/api/admin/bannerOrder': { method: 'POST', roles: STAFF },
  // a teacher sees the experiments of their own courses (to read their results)
  '/api/admin/experimentList': { method: 'GET', roles: ALL },
  '/api/admin/experimentSave': { method: 'POST', roles: STAFF },
  '/api/admin/experimentPublish': { method: 'POST', roles: STAFF },
  '/api/admin/experimentSecret': { method: 'POST', roles: ADMIN },
  '/api/admin/experimentIlab': { method: 'POST', roles: STAFF },
  '/api/admin/ilabStatus': { method: 'GET', roles: ADMIN },
  '/api/admin/ilabRetry': { method: 'POST', roles: ADMIN },
};

/**
 * Whether a role may make a console call.
 * @example
 * if (mayCall(me.role, '/api/admin/userList')) showPeopleTab();
 */
export function mayCall(role: Role | null | undefined, path: AdminPath): boolean {
  return role != null && ADMIN_CALLS[path].roles.includes(role);
}
