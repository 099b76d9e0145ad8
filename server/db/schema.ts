/**
 * The database schema for the whole API contract (drizzle pg-core, PostgreSQL 15 and PGlite).
 * Change it, then run `npm run db:generate` to add a migration to ./migrations.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COURSE_TYPES,
  IDENTITIES,
  MUST_CHANGE_REASONS,
  TRAFFIC_IDENTITIES,
} from '../../src/core/api/contract';
import { MEDIA_KINDS, ROLES, VERSIONED_ENTITIES } from '../../src/core/api/admin-contract';
import type {
  Difficulty,
  FillBlank,
  QuestionResponse,
  QuestionType,
} from '../../src/core/api/question-contract';
import type {
  QuizKind,
  QuizPaperPlan,
  QuizSettings,
  QuizStatus,
} from '../../src/core/api/quiz-contract';
import type { EssayMark, PaperEntry } from '../teaching/quizzes/quiz-paper';
import type { GradebookSettings } from '../../src/core/api/gradebook-contract';
import type {
  ReportGrade,
  ReportLateRule,
  ReportSectionDef,
  ReportFileKind,
  ReportStatus,
  RubricCriterion,
} from '../../src/core/api/report-contract';
import { REPORT_FILE_KINDS } from '../../src/core/api/report-contract';
import type {
  AdminArticleSaveBody,
  AdminCourseSaveBody,
  AdminResourceSaveBody,
  MediaKind,
  VersionedEntity,
} from '../../src/core/api/admin-contract';
import type {
  ArticleKind,
  Attachment,
  CollectTargetType,
  ExperimentAttemptStatus,
  ExperimentStep,
  CourseType,
  Gender,
  Identity,
  MediaType,
  MustChangeReason,
  ResourceKind,
  Role,
  TrafficIdentity,
} from '../../src/core/api/contract';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => time('created_at').notNull().defaultNow();
const updatedAt = () => time('updated_at').notNull().defaultNow();
const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const textDefault = (name: string) => text(name).notNull().default('');

/**
 * An account's searchable fields as one text (a newline between them, chr(10): no keyword holds one),
 * indexed by users_search_idx (pg_trgm): the console's `%keyword%` search reads the index instead
 * of testing seven columns of every account. The query must use this very expression.
 */
export function userSearchText(t: {
  username: AnyPgColumn;
  nickname: AnyPgColumn;
  realName: AnyPgColumn;
  studentNumber: AnyPgColumn;
  className: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}) {
  return sql`(${t.username} || chr(10) || ${t.nickname} || chr(10) || ${t.realName} || chr(10) || ${t.studentNumber} || chr(10) || ${t.className} || chr(10) || ${t.email} || chr(10) || ${t.phone})`;
}
/**
 * The working copy of a published item (articles, courses, resources): the fields an editor
 * changed with 保存草稿, kept beside the live columns (which visitors keep seeing) until 发布更新;
 * null when there is none. See server/content/working-copy.ts.
 */
const workingCopy = <T>() => jsonb('draft').$type<T>();
/** The account that saved the latest revision (who the edit-conflict panel names). */
const savedBy = () => integer('updated_by').references(() => users.id, { onDelete: 'set null' });
/** `column IN ('a', 'b')` for a check constraint. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url). */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    realName: textDefault('real_name'),
    identity: text('identity').$type<Identity>().notNull(),
    avatar: textDefault('avatar'),
    phone: textDefault('phone'),
    /** Stored in lower case. */
    email: textDefault('email'),
    school: textDefault('school'),
    major: textDefault('major'),
    /** 院系 / 部门, e.g. from a bulk import. */
    department: textDefault('department'),
    /** 学号 / 工号 (optional), e.g. from campus sign-in (统一身份认证). */
    studentNumber: textDefault('student_number'),
    /** 班级 (optional), e.g. from a bulk import; a new term's import updates it. */
    className: textDefault('class_name'),
    gender: text('gender').$type<Gender>().notNull().default('unknown'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: time('last_login_at'),
    passwordChangedAt: time('password_changed_at').notNull().defaultNow(),
    /** Console permission (admin, editor, teacher); null for everyone else. */
    role: text('role').$type<Role>(),
    /** Set while an administrator has disabled the account: no login, no session. */
    disabledAt: time('disabled_at'),
    /** Set by an administrator's password reset until the user chooses a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Why (with mustChangePassword): `initial` — created with an administrator's initial password
     * (a bulk import), `reset` — an administrator's reset; null otherwise.
     */
    mustChangeReason: text('must_change_reason').$type<MustChangeReason>(),
    /**
     * The user's learning clock: learning time is credited up to this instant (one budget across
     * all lessons, see learning/learn-progress.ts); null until the user first opens a lesson.
     */
    learnClockAt: time('learn_clock_at'),
    /** False after a change until the code sent there is entered; resets use proven ones only. */
    emailVerified: boolean('email_verified').notNull().default(true),
    phoneVerified: boolean('phone_verified').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_search_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    // the console's list order (newest first; DESC is NULLS FIRST in a query's ORDER BY): its pages read from here, not from a sort of all
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} <> ''`),
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
    check('users_identity_check', oneOf('identity', IDENTITIES)),
    check('users_gender_check', oneOf('gender', ['male', 'female', 'unknown'])),
    check('users_role_check', sql`role IS NULL OR ${oneOf('role', ROLES)}`),
    check(
      'users_must_change_reason_check',
      sql`must_change_reason IS NULL OR ${oneOf('must_change_reason', MUST_CHANGE_REASONS)}`,
    ),
  ],
);

/** Login sessions; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: createdAt(),
    lastSeenAt: time('last_seen_at').notNull(),
    /** Sliding idle deadline, never later than maxExpiresAt. */
    expiresAt: time('expires_at').notNull(),
    /** Absolute deadline. */
    maxExpiresAt: time('max_expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** The campus sign-in provider this login came through (single logout), null otherwise. */
    ssoProvider: text('sso_provider'),
    /** OpenID Connect: the ID token, sent back as id_token_hint at the provider's logout. */
    ssoIdToken: text('sso_id_token'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One-time login tickets for links (`/PC/?token=<ticket>`): issued to a logged-in user, valid a
 * minute, exchanged once for a session of their own. Only the SHA-256 is stored.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull().unique('login_tickets_ticket_hash_key'),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    /** Set when the ticket ends a campus sign-in: the session it becomes remembers the provider. */
    ssoProvider: text('sso_provider'),
    ssoIdToken: text('sso_id_token'),
    /**
     * A landing the server started itself (campus sign-in, 实验空间) is bound to the browser it
     * sent back: the SHA-256 of a cookie set with the redirect. A ticket without it, or opened in
     * another browser, is exchanged only after the person confirms the account (login CSRF).
     */
    browserHash: text('browser_hash'),
  },
  (t) => [index('login_tickets_user_id_idx').on(t.userId)],
);

/**
 * Campus sign-in (统一身份认证): which provider identity belongs to which account. One identity
 * (provider + subject) is bound to one account; an account may have several.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: id(),
    /** The provider's id from the configuration (SSO_OIDC_PROVIDERS / SSO_CAS_PROVIDERS). */
    provider: text('provider').notNull(),
    /** OpenID Connect `sub`, or the CAS user. */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boundAt: time('bound_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sso_identities_provider_subject_key').on(t.provider, t.subject),
    index('sso_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * Campus sign-ins under way: created at the start (state, nonce, PKCE verifier, where to go
 * back), used once by the callback within a few minutes. `browserHash` is the SHA-256 of a cookie
 * set at the start, so a callback only counts in the browser that began it. A first sign-in that
 * may bind an existing account keeps the provider's answer here until the user decides.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique('sso_flows_state_hash_key'),
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull().default(''),
    codeVerifier: text('code_verifier').notNull().default(''),
    returnTo: text('return_to').notNull(),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    /** After the callback, when the user still chooses: the mapped profile (subject, claims). */
    pending: jsonb('pending'),
  },
  (t) => [index('sso_flows_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed logins per account name as typed (lower case, whether or not such a user exists), for
 * the per-account lock of auth/login-throttle.ts.
 */
export const loginFailures = pgTable('login_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: time('last_failure_at').notNull(),
  lockedUntil: time('locked_until'),
});

/** Captcha answers (hashed), single use. */
export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** One-time codes sent by sendMessage (hashed). */
/** What a one-time code is for: a password reset, or proving a changed e-mail or phone. */
export type CodePurpose = 'reset_password' | 'verify_email' | 'verify_phone';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    consumedAt: time('consumed_at'),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('verification_codes_channel_check', oneOf('channel', ['email', 'sms'])),
  ],
);

/** Messages that would be e-mailed or texted; in development they are read from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: textDefault('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: time('sent_at'),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt),
    check('outbox_channel_check', oneOf('channel', ['email', 'sms'])),
  ],
);

// ---------------------------------------------------------------- content

/** Category trees; `scope` says which tree (courses, resources, 红色资源). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    scope: text('scope').$type<'course' | ResourceKind>().notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** For course categories: the course type they belong to, null for all. */
    courseType: text('course_type').$type<CourseType>(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'categories_parent_id_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    unique('categories_sibling_name_key').on(t.scope, t.parentId, t.name).nullsNotDistinct(),
    index('categories_scope_parent_idx').on(t.scope, t.parentId),
    check('categories_scope_check', oneOf('scope', ['course', 'resource', 'red'])),
    check(
      'categories_course_type_check',
      sql`course_type IS NULL OR ${oneOf('course_type', COURSE_TYPES)}`,
    ),
  ],
);

/** What a course's working copy holds (its owner is not in it: that applies at once). */
export type CourseCopy = Omit<AdminCourseSaveBody, 'id' | 'version' | 'published' | 'ownerId'>;

export const courses = pgTable(
  'courses',
  {
    id: id(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    type: text('type').$type<CourseType>().notNull(),
    title: text('title').notNull(),
    cover: textDefault('cover'),
    summary: textDefault('summary'),
    /** Sanitised HTML. */
    description: textDefault('description'),
    teacher: textDefault('teacher'),
    /** The teacher account that manages the course in the console (its learners, its lessons). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Raised by every console change of the course or its outline (edit conflicts). */
    revision: integer('revision').notNull().default(1),
    published: boolean('published').notNull().default(true),
    draft: workingCopy<CourseCopy>(),
    updatedBy: savedBy(),
    sortOrder: integer('sort_order').notNull().default(0),
    clickCount: counter('click_count'),
    /** Distinct learners. */
    learnerCount: integer('learner_count').notNull().default(0),
    ratingSum: doublePrecision('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_type_idx').on(t.type),
    index('courses_owner_id_idx').on(t.ownerId),
    check('courses_type_check', oneOf('type', COURSE_TYPES)),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('chapters_course_id_idx').on(t.courseId)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    videoUrl: textDefault('video_url'),
    poster: textDefault('poster'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('lessons_course_id_idx').on(t.courseId),
    index('lessons_chapter_id_idx').on(t.chapterId),
  ],
);

/** What a resource's working copy holds. */
export type ResourceCopy = Omit<AdminResourceSaveBody, 'id' | 'version' | 'published'>;

/** Resources and 红色资源 (kind). */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    kind: text('kind').$type<ResourceKind>().notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    cover: textDefault('cover'),
    summary: textDefault('summary'),
    /** Sanitised HTML. */
    content: textDefault('content'),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    videoUrl: text('video_url'),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    clickCount: counter('click_count'),
    rating: doublePrecision('rating').notNull().default(0),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
    draft: workingCopy<ResourceCopy>(),
    updatedBy: savedBy(),
  },
  (t) => [
    index('resources_kind_category_idx').on(t.kind, t.categoryId),
    check('resources_kind_check', oneOf('kind', ['resource', 'red'])),
    check(
      'resources_media_type_check',
      oneOf('media_type', ['video', 'document', 'image', 'model', 'link']),
    ),
  ],
);

/**
 * What an article's working copy holds (pinnedUntil absent in copies saved before it existed:
 * pinned without end).
 */
export type ArticleCopy = Omit<AdminArticleSaveBody, 'id' | 'version' | 'published'>;

/** News, notices and research articles (kind). */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    title: text('title').notNull(),
    summary: textDefault('summary'),
    cover: textDefault('cover'),
    author: textDefault('author'),
    source: textDefault('source'),
    /** Sanitised HTML. */
    content: textDefault('content'),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    pinned: boolean('pinned').notNull().default(false),
    /** A pinned article is listed first until then (null: until it is unpinned). */
    pinnedUntil: time('pinned_until'),
    published: boolean('published').notNull().default(true),
    publishedAt: time('published_at').notNull().defaultNow(),
    clickCount: counter('click_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Raised by every console save: a save of an older revision is an edit conflict. */
    revision: integer('revision').notNull().default(1),
    draft: workingCopy<ArticleCopy>(),
    updatedBy: savedBy(),
    /** In the recycle bin (回收站) since then, unpublished; null: not deleted. */
    deletedAt: time('deleted_at'),
    /** When the recycle bin deletes it for good: RECYCLE_BIN_DAYS after it was deleted. */
    purgeAt: time('purge_at'),
  },
  (t) => [
    index('articles_kind_order_idx').on(t.kind, t.pinned, t.publishedAt),
    check('articles_kind_check', oneOf('kind', ['news', 'notice', 'research'])),
  ],
);

export const experiments = pgTable(
  'experiments',
  {
    id: id(),
    title: text('title').notNull(),
    cover: textDefault('cover'),
    summary: textDefault('summary'),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    launchUrl: text('launch_url').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    launchCount: counter('launch_count'),
    /** Sum and number of finished attempts' scores, for avgScore. */
    scoreSum: doublePrecision('score_sum').notNull().default(0),
    finishedCount: integer('finished_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    /** A third-party experiment: the origin whose pages may post its results ('' for built-ins). */
    resultOrigin: textDefault('result_origin'),
    revision: integer('revision').notNull().default(1),
    /**
     * A third-party experiment's signing secret (HMAC-SHA256 of its results); '' until an admin
     * generates one in 实验登记. Shown once, never listed.
     */
    resultSecret: textDefault('result_secret'),
    /** 实验空间 (ilab-x): the project title its attempts are reported under ('' = not reported). */
    ilabTitle: textDefault('ilab_title'),
    /** 实验空间: the child project title of the reports ('' when the project has none). */
    ilabChildTitle: textDefault('ilab_child_title'),
  },
  (t) => [index('experiments_course_id_idx').on(t.courseId)],
);

/** Home page banners. */
export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: textDefault('link'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** 开始展示 / 结束展示: an active banner is on the home page from startsAt until endsAt (null: open). */
  startsAt: time('starts_at'),
  endsAt: time('ends_at'),
});

/** Site-wide settings (siteInfo and the like) as JSON values. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  revision: integer('revision').notNull().default(1),
});

// ---------------------------------------------------------------- learning

export const collections = pgTable(
  'collections',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<CollectTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('collections_user_target_key').on(t.userId, t.targetType, t.targetId),
    index('collections_user_created_idx').on(t.userId, t.createdAt),
    check('collections_target_type_check', oneOf('target_type', ['course', 'resource'])),
  ],
);

/** One row per user and course they have studied (userLearn, learnCount). */
export const courseLearners = pgTable(
  'course_learners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learnedSeconds: integer('learned_seconds').notNull().default(0),
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    startedAt: time('started_at').notNull().defaultNow(),
    lastLearnAt: time('last_learn_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'course_learners_pkey', columns: [t.userId, t.courseId] }),
    index('course_learners_user_last_idx').on(t.userId, t.lastLearnAt),
    // a course's learners in the console's order (most recent learning first)
    index('course_learners_course_last_idx').on(
      t.courseId,
      t.lastLearnAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
  ],
);

/** Progress per user and lesson (resume position, seconds watched, finished). */
export const learnProgress = pgTable(
  'learn_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    learnedSeconds: integer('learned_seconds').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'learn_progress_pkey', columns: [t.userId, t.lessonId] }),
    index('learn_progress_user_course_idx').on(t.userId, t.courseId),
    // who studied a lesson: the console's outline and the delete checks ask it by lesson
    index('learn_progress_lesson_idx').on(t.lessonId),
  ],
);

/** Study sessions (userLearnRecord). */
export const learnRecords = pgTable(
  'learn_records',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    startedAt: time('started_at').notNull(),
    endedAt: time('ended_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
  },
  (t) => [
    // a person's records newest first (学习记录's pages), the tie broken by id as the list does
    index('learn_records_user_started_idx').on(
      t.userId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('learn_records_lesson_idx').on(t.lessonId),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'ratings_pkey', columns: [t.userId, t.courseId] }),
    check('ratings_score_check', sql.raw('score >= 0 AND score <= 5')),
  ],
);

/** One launch of an experiment; finished with a score it is an attempt. */
export const experimentSessions = pgTable(
  'experiment_sessions',
  {
    /** Random opaque id given to the client. */
    id: text('id').primaryKey(),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    identity: text('identity').$type<TrafficIdentity>().notNull(),
    startedAt: time('started_at').notNull(),
    finishedAt: time('finished_at'),
    score: doublePrecision('score'),
    durationSeconds: integer('duration_seconds'),
    report: text('report'),
    /** The attempt's steps (contract `ExperimentStep`), null for results handed in without. */
    steps: jsonb('steps').$type<ExperimentStep[]>(),
    status: text('status').$type<ExperimentAttemptStatus>(),
    /** The hidden parameters' seed chosen by the server at experimentStart (built-ins derive theirs). */
    seed: text('seed'),
    /** The raw readings as the server checked them (a report's data block); null: none stored. */
    readings: jsonb('readings').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('experiment_sessions_user_experiment_idx').on(t.userId, t.experimentId),
    // an experiment's finished attempts in the console's order; score and user_id ride along so
    // the statistics and the page's keys are read from the index alone
    index('experiment_sessions_finished_idx')
      .on(
        t.experimentId,
        t.finishedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.score,
        t.userId,
      )
      .where(sql`${t.finishedAt} IS NOT NULL`),
    check('experiment_sessions_identity_check', oneOf('identity', TRAFFIC_IDENTITIES)),
  ],
);

/** Messages from the contact page. */
/**
 * A console reply to a message, with what happened to its e-mail (server/admin/admin-feedback.ts).
 * Replies stored before the delivery was recorded have `sentAt` and nothing of the rest.
 */
export interface StoredFeedbackReply {
  content: string;
  /** The console account that wrote it. */
  by: string;
  /** When it was written (ISO). */
  repliedAt?: string;
  /** Older replies: when they were written. */
  sentAt?: string;
  recipient?: string;
  delivery?: 'sent' | 'notConfigured' | 'failed' | 'sending';
  /** The latest attempt (ISO). */
  attemptedAt?: string;
  attempts?: number;
  failure?: string | null;
}

export const feedback = pgTable('feedback', {
  id: id(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
  handledAt: time('handled_at'),
  /** E-mail replies from the console, oldest first. */
  replies: jsonb('replies').$type<StoredFeedbackReply[]>().notNull().default([]),
});

/**
 * 课程通知: a message from a course's teacher (or the centre's staff) to its learners (those in
 * course_learners) or to one of its 教学班, read in their 个人中心. Plain text.
 */
export const courseMessages = pgTable(
  'course_messages',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name as learners read it (real name, else nickname, else account). */
    senderName: text('sender_name').notNull(),
    createdAt: createdAt(),
    /** To one 教学班 of the course only (null: every learner of the course). */
    classId: integer('class_id').references((): AnyPgColumn => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('course_messages_course_idx').on(t.courseId, t.createdAt)],
);

/** Which learner has read which 课程通知 (absent: unread). */
export const courseMessageReads = pgTable(
  'course_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => courseMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: time('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'course_message_reads_pkey', columns: [t.messageId, t.userId] }),
    index('course_message_reads_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- teaching: classes

/**
 * 教学班: students of a course gathered for a term, managed by the course's owner and its
 * co-teachers / 助教 (class_teachers); students join with the join code or are added by a teacher.
 */
export const classes = pgTable(
  'classes',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    term: textDefault('term'),
    /** Upper-case letters and digits; unique while set. */
    joinCode: text('join_code'),
    joinOpen: boolean('join_open').notNull().default(true),
    /** End of term: read-only, still exportable. */
    archivedAt: time('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('classes_join_code_key').on(t.joinCode),
    index('classes_course_idx').on(t.courseId),
  ],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'class_teachers_pkey', columns: [t.classId, t.userId] }),
    index('class_teachers_user_idx').on(t.userId),
  ],
);

export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: time('joined_at').notNull().defaultNow(),
    /** `code` (the join code) or `teacher` (added by a teacher). */
    via: text('via').notNull().default('code'),
  },
  (t) => [
    primaryKey({ name: 'class_members_pkey', columns: [t.classId, t.userId] }),
    index('class_members_user_idx').on(t.userId),
  ],
);

/** What a question carries beyond its stem, by type (see QuestionDraft). */
export interface QuestionBody {
  options: string[];
  correct: number[];
  judge: boolean | null;
  blanks: FillBlank[];
  reference: string;
}

/** The question bank (题库) of a course. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** single, multiple, judge, fill, essay. */
    type: text('type').$type<QuestionType>().notNull(),
    /** Sanitised HTML. */
    stem: text('stem').notNull(),
    /** The stem's plain text: the list's column and its search. */
    stemText: text('stem_text').notNull(),
    body: jsonb('body').$type<QuestionBody>().notNull(),
    analysis: textDefault('analysis'),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('medium'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** 分值, a multiple of 0.5 (exact in binary). */
    score: doublePrecision('score').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [index('questions_course_idx').on(t.courseId, t.id)],
);

// ---------------------------------------------------------------- teaching: quizzes

/** A quiz (测验) of a class: 章节测验, 预习测试 or standalone; its paper is a plan over the bank. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** chapter, preview, standalone. */
    kind: text('kind').$type<QuizKind>().notNull(),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    experimentId: integer('experiment_id').references(() => experiments.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    description: textDefault('description'),
    settings: jsonb('settings').$type<QuizSettings>().notNull(),
    paper: jsonb('paper').$type<QuizPaperPlan>().notNull(),
    /** draft or published. */
    status: text('status').$type<QuizStatus>().notNull().default('draft'),
    /** Questions on each paper and their total, kept with the plan. */
    questionCount: integer('question_count').notNull().default(0),
    total: doublePrecision('total').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    index('quizzes_class_idx').on(t.classId, t.id),
    index('quizzes_experiment_idx').on(t.experimentId),
  ],
);

/**
 * One student's attempt at a quiz: the paper drawn for it (questions frozen with their keys, never
 * sent whole), the answers saved as they go, the server's deadline and, once submitted, the score.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt. */
    number: integer('number').notNull(),
    paper: jsonb('paper').$type<PaperEntry[]>().notNull(),
    answers: jsonb('answers').$type<(QuestionResponse | null)[]>().notNull().default([]),
    /** A teacher's marks of 简答 answers, by question. */
    marks: jsonb('marks').$type<(EssayMark | null)[]>().notNull().default([]),
    startedAt: time('started_at').notNull(),
    /** When the server submits it (time limit or close time); null: none. */
    deadlineAt: time('deadline_at'),
    /** When a teacher reopened it: its deadline is then the teacher's, not the settings'. */
    reopenedAt: time('reopened_at'),
    submittedAt: time('submitted_at'),
    /** student, or deadline (the server at the deadline). */
    submittedBy: text('submitted_by').$type<'student' | 'deadline'>(),
    score: doublePrecision('score'),
    /** 简答 answers wait for a teacher. */
    pending: boolean('pending').notNull().default(false),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_key').on(t.quizId, t.userId, t.number),
    index('quiz_attempts_user_idx').on(t.userId),
    index('quiz_attempts_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.submittedAt} IS NULL AND ${t.deadlineAt} IS NOT NULL`),
  ],
);

/** A class's grade book (成绩册) settings: weights, missing work, rounding, 五级制; figures are computed. */
export const gradebooks = pgTable('gradebooks', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<GradebookSettings>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
  revision: integer('revision').notNull().default(1),
});

// ---------------------------------------------------------------- teaching: lab reports (实验报告)

/** An experiment's report template, set by its course's teacher: sections, word hint, rubric. */
export const reportTemplates = pgTable('report_templates', {
  experimentId: integer('experiment_id')
    .primaryKey()
    .references(() => experiments.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<ReportSectionDef[]>().notNull(),
  wordHint: integer('word_hint'),
  rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  revision: integer('revision').notNull().default(1),
});

/** A class's deadline and late rule for one experiment's reports. */
export const reportSettings = pgTable(
  'report_settings',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    deadlineAt: time('deadline_at'),
    /** refuse, or accept (marked 迟交). */
    late: text('late').$type<ReportLateRule>().notNull().default('accept'),
    lateDeductionPercent: integer('late_deduction_percent').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'report_settings_pkey', columns: [t.classId, t.experimentId] }),
    check('report_settings_late_check', oneOf('late', ['refuse', 'accept'])),
  ],
);

/**
 * A student's report for an experiment in a class, written for one of their finished attempts
 * (its record is read from experiment_sessions, never taken from the browser). `sections` is the
 * working text; each submission is kept in report_versions, each grade on its version.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => experimentSessions.id, { onDelete: 'cascade' }),
    sections: jsonb('sections').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    /** Set at the first submission after the deadline (the class's rule accepted it). */
    late: boolean('late').notNull().default(false),
    /** The deduction of the rule the late submission was accepted under. */
    lateDeductionPercent: integer('late_deduction_percent').notNull().default(0),
    submittedAt: time('submitted_at'),
    /** The latest version's grade (also kept on that version). */
    grade: jsonb('grade').$type<ReportGrade>(),
    /** The grade's score, for the grade book once released. */
    score: doublePrecision('score'),
    released: boolean('released').notNull().default(false),
    releasedAt: time('released_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('reports_class_experiment_user_key').on(t.classId, t.experimentId, t.userId),
    index('reports_user_idx').on(t.userId),
    check('reports_status_check', oneOf('status', ['draft', 'submitted', 'graded', 'returned'])),
  ],
);

/** Every submitted version of a report, with its grade and the message it was returned with. */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sessionId: text('session_id').notNull(),
    sections: jsonb('sections').$type<Record<string, string>>().notNull(),
    /** The attachments (report_files ids) the version was submitted with. */
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    submittedAt: time('submitted_at').notNull(),
    late: boolean('late').notNull().default(false),
    grade: jsonb('grade').$type<ReportGrade>(),
    returnMessage: textDefault('return_message'),
  },
  (t) => [uniqueIndex('report_versions_number_key').on(t.reportId, t.number)],
);

/**
 * Files a student uploaded to a report (resumable uploads): images shown in its sections and
 * attachments listed under it. The bytes live outside the public media folder and are served
 * only through short-lived signed addresses (server/teaching/reports/report-files.ts).
 */
export const reportFiles = pgTable(
  'report_files',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The tus upload id: a finished upload becomes exactly one row. */
    uploadId: text('upload_id').notNull(),
    kind: text('kind').$type<ReportFileKind>().notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Where the bytes are, under `<UPLOAD_DIR>/report-files`. */
    storedPath: text('stored_path').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An attachment the student removed that a submitted version still lists (kept for it). */
    detached: boolean('detached').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_files_upload_id_key').on(t.uploadId),
    index('report_files_report_idx').on(t.reportId),
    check('report_files_kind_check', oneOf('kind', REPORT_FILE_KINDS)),
  ],
);

/** Every console change: who, when, what, before → after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: textDefault('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    // the log's order, newest first (its list pages and the date filter read from here)
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Saved versions of the console's versioned content (articles, courses, site information): each
 * distinct state of the fields an editor edits (a working copy's fields), numbered per item from 1,
 * so a version can be listed, compared and restored (admin/content-versions.ts).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    entity: text('entity').$type<VersionedEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    number: integer('number').notNull(),
    /** The audit action that produced it (`article.draft`, `site.restore`, …); `baseline` for the state found before versions were kept. */
    action: text('action').notNull(),
    fields: jsonb('fields').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_versions_item_number_idx').on(t.entity, t.entityId, t.number),
    check('content_versions_entity_check', oneOf('entity', VERSIONED_ENTITIES)),
  ],
);

// ---------------------------------------------------------------- statistics

/**
 * Counters aggregated per day, metric and identity (and optionally a subject such as a course
 * id; 0 when none). Writers upsert `value = value + excluded.value`; statistics read these rows
 * and never scan raw events.
 */
/**
 * Files uploaded through the console (the resumable upload endpoint): one row per finished upload,
 * written when its last byte arrived and its type and duration were read from the bytes.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    /** The tus upload id: a finished upload becomes exactly one row. */
    uploadId: text('upload_id').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    url: text('url').notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    durationSeconds: integer('duration_seconds'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploaderName: text('uploader_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_upload_id_idx').on(t.uploadId),
    index('media_files_created_idx').on(t.createdAt),
    check('media_files_kind_check', oneOf('kind', MEDIA_KINDS)),
  ],
);

export const dailyCounters = pgTable(
  'daily_counters',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    identity: text('identity').$type<TrafficIdentity>().notNull(),
    subjectId: integer('subject_id').notNull().default(0),
    value: counter('value'),
  },
  (t) => [
    primaryKey({
      name: 'daily_counters_pkey',
      columns: [t.day, t.metric, t.identity, t.subjectId],
    }),
    index('daily_counters_metric_day_idx').on(t.metric, t.day),
    check('daily_counters_identity_check', oneOf('identity', TRAFFIC_IDENTITIES)),
  ],
);

// ---------------------------------------------------------------- bookkeeping

/** Seed steps already applied (each runs once, in one transaction). */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: time('applied_at').notNull().defaultNow(),
});

/**
 * Rate-limit windows kept in the database (RATE_LIMIT_STORE=database, the default on
 * PostgreSQL), so that every server process sharing it counts the same requests.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Route and client key, e.g. `POST /api/xnfz/login|203.0.113.7`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: time('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);

// ---------------------------------------------------------------- 实验空间 (ilab-x)

/**
 * The 实验空间 access token of a linked user (the user's identity row is in sso_identities with
 * provider 'ilab'): obtained at each launch, refreshed when it expires, used to report attempts.
 */
export const ilabTokens = pgTable('ilab_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The ilab user name (`un`): the `username` of the reports. */
  ilabUser: text('ilab_user').notNull(),
  accessToken: text('access_token').notNull(),
  expiresAt: time('expires_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/** Where an upload to 实验空间 stands. */
export type IlabUploadState = 'waiting' | 'sending' | 'sent' | 'failed';

/**
 * The durable queue of attempt reports to 实验空间: one row per finished attempt of a linked user,
 * written in the transaction that finishes the attempt. A worker claims a row (state `sending`
 * with a lease, FOR UPDATE SKIP LOCKED), sends it and marks it `sent`; a process that dies leaves
 * a lease that runs out, and the row is sent again with the same originId (idempotent at ilab).
 */
export const ilabUploads = pgTable(
  'ilab_uploads',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .unique('ilab_uploads_session_id_key')
      .references(() => experimentSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Our attempt id as ilab sees it (letters, digits, `_`). */
    originId: text('origin_id').notNull().unique('ilab_uploads_origin_id_key'),
    /** The report without appid (added when sent), taken from the stored attempt. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<IlabUploadState>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at').notNull(),
    /** While `sending`: until when the claiming process owns the row. */
    claimedUntil: time('claimed_until'),
    lastError: textDefault('last_error'),
    /** ilab's id of the stored report. */
    ilabId: textDefault('ilab_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: time('sent_at'),
  },
  (t) => [
    index('ilab_uploads_state_next_idx').on(t.state, t.nextAttemptAt),
    check('ilab_uploads_state_check', oneOf('state', ['waiting', 'sending', 'sent', 'failed'])),
  ],
);
