/** Typed console calls per resource; console elements call these only. */
import type {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticleRow,
  AdminBulkResult,
  ArticleBulkAction,
  AdminArticleSaveBody,
  AdminAuditExportQuery,
  AdminAuditListQuery,
  AdminAuditRow,
  AdminCourseOwnerChoice,
  AdminCourseLearnerRow,
  AdminCourseLearnersQuery,
  AdminCourseListQuery,
  AdminCourseRow,
  AdminExperiment,
  AdminExperimentAttemptsFilter,
  AdminExperimentAttemptsPage,
  AdminExperimentAttemptsQuery,
  AdminExportFile,
  AdminExportStatisticsQuery,
  AdminFeedbackListQuery,
  AdminFeedbackRow,
  AdminMe,
  AdminResetPasswordData,
  AdminSiteInfo,
  AdminSiteInfoSaveBody,
  AdminUserBulkBody,
  AdminUserExportQuery,
  AdminUserImportBody,
  AdminUserImportResult,
  AdminUserListQuery,
  AdminUserRow,
  Role,
} from '../admin-contract';
import type { Paged, SsoIdentity } from '../contract';
import { callAdminApi } from './admin-client';

/** The logged-in staff member and their role (refused with 无权限 for accounts without one). */
export const getAdminMe = (): Promise<AdminMe> => callAdminApi('/api/admin/me', {});

/**
 * A page of articles of every status.
 * @example
 * const { rows } = await listAdminArticles({ kind: 'notice', status: 'draft' });
 */
export const listAdminArticles = (query: AdminArticleListQuery): Promise<Paged<AdminArticleRow>> =>
  callAdminApi('/api/admin/articleList', query);
export const getAdminArticle = (id: number): Promise<AdminArticle> =>
  callAdminApi('/api/admin/articleDetail', { id });
export const saveAdminArticle = (body: AdminArticleSaveBody): Promise<AdminArticle> =>
  callAdminApi('/api/admin/articleSave', body);
/**
 * 发布 / 发布更新 (true: the working copy, if any, goes live) or 撤回发布 (false); with the version
 * opened, a stale one is an edit conflict.
 */
export const publishAdminArticle = (
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminArticle> =>
  callAdminApi(
    '/api/admin/articlePublish',
    version ? { id, published, version } : { id, published },
  );
/** 放弃修改: drops the working copy of a published article (the live version stays). */
export const discardAdminArticleDraft = (id: number, version: string): Promise<AdminArticle> =>
  callAdminApi('/api/admin/articleDraftDiscard', { id, version });
/** 删除: off the portal into the recycle bin (回收站). */
export const deleteAdminArticle = (id: number): Promise<AdminArticleRow> =>
  callAdminApi('/api/admin/articleDelete', { id });
/** 发布, 撤回发布 or 删除 of the selected articles, each on its own (some may be refused). */
export const bulkAdminArticles = (
  ids: number[],
  action: ArticleBulkAction,
): Promise<AdminBulkResult> => callAdminApi('/api/admin/articleBulk', { ids, action });
/** 恢复 from the recycle bin, unpublished. */
export const restoreAdminArticle = (id: number): Promise<AdminArticleRow> =>
  callAdminApi('/api/admin/articleRestore', { id });
/** 永久删除 of an article in the recycle bin. */
export const purgeAdminArticle = (id: number): Promise<null> =>
  callAdminApi('/api/admin/articlePurge', { id });

export const listAdminCourses = (query: AdminCourseListQuery): Promise<Paged<AdminCourseRow>> =>
  callAdminApi('/api/admin/courseList', query);
export const listCourseLearners = (
  query: AdminCourseLearnersQuery,
): Promise<Paged<AdminCourseLearnerRow>> => callAdminApi('/api/admin/courseLearners', query);

export const listAdminUsers = (query: AdminUserListQuery): Promise<Paged<AdminUserRow>> =>
  callAdminApi('/api/admin/userList', query);
/**
 * Sets a role. A raise (ROLE_RANK) needs `confirm: true`, sent only after the person confirmed it.
 * @example
 * await setUserRole(7, 'admin', true);
 */
export const setUserRole = (
  id: number,
  role: Role | null,
  confirm = false,
): Promise<AdminUserRow> =>
  callAdminApi('/api/admin/userRole', confirm ? { id, role, confirm } : { id, role });
/**
 * 停用, 启用 or a role for the selected accounts, each on its own (one's own is refused; a raise
 * without `confirm` too).
 */
export const bulkUsers = (
  ids: number[],
  change: Omit<AdminUserBulkBody, 'ids'>,
): Promise<AdminBulkResult> => callAdminApi('/api/admin/userBulk', { ids, ...change });
/** The ticked accounts (`ids`) or every account the list's filters select, as an .xlsx. */
export const exportUsers = (query: AdminUserExportQuery): Promise<AdminExportFile> =>
  callAdminApi('/api/admin/userExport', query);
export const setUserDisabled = (id: number, disabled: boolean): Promise<AdminUserRow> =>
  callAdminApi('/api/admin/userStatus', { id, disabled });
export const resetUserPassword = (id: number): Promise<AdminResetPasswordData> =>
  callAdminApi('/api/admin/userResetPassword', { id });
/** The campus sign-in identities bound to an account. */
export const listUserSsoIdentities = (id: number): Promise<SsoIdentity[]> =>
  callAdminApi('/api/admin/userSsoIdentities', { id });
/** Unbinds one identity (its id); answers the identities that remain. */
export const unbindUserSsoIdentity = (id: number): Promise<SsoIdentity[]> =>
  callAdminApi('/api/admin/userSsoUnbind', { id });

export const listFeedback = (query: AdminFeedbackListQuery): Promise<Paged<AdminFeedbackRow>> =>
  callAdminApi('/api/admin/feedbackList', query);
export const setFeedbackHandled = (id: number, handled: boolean): Promise<AdminFeedbackRow> =>
  callAdminApi('/api/admin/feedbackHandle', { id, handled });
/** Stores a reply and e-mails it; the row's reply says what became of the e-mail. */
export const replyToFeedback = (id: number, content: string): Promise<AdminFeedbackRow> =>
  callAdminApi('/api/admin/feedbackReply', { id, content });
/** 重新发送: another attempt at reply number `reply` (from 0) whose e-mail did not go out. */
export const resendFeedbackReply = (id: number, reply: number): Promise<AdminFeedbackRow> =>
  callAdminApi('/api/admin/feedbackResend', { id, reply });

export const getAdminSiteInfo = (): Promise<AdminSiteInfo> =>
  callAdminApi('/api/admin/siteInfo', {});
export const saveAdminSiteInfo = (body: AdminSiteInfoSaveBody): Promise<AdminSiteInfo> =>
  callAdminApi('/api/admin/siteInfoSave', body);

export const listAudit = (query: AdminAuditListQuery): Promise<Paged<AdminAuditRow>> =>
  callAdminApi('/api/admin/auditList', query);
/** The log's entries under the same filters, as an .xlsx. */
export const exportAudit = (query: AdminAuditExportQuery): Promise<AdminExportFile> =>
  callAdminApi('/api/admin/auditExport', query);
/** The accounts a course may be given to (负责教师), each named 姓名（用户名）. */
export const listCourseOwnerChoices = (): Promise<AdminCourseOwnerChoice[]> =>
  callAdminApi('/api/admin/courseOwnerChoices', {});

/**
 * Checks (dryRun) or imports a spreadsheet of accounts; all rows or none are imported.
 * @example
 * const check = await importUsers({ fileName, contentBase64, initialPassword, dryRun: true });
 */
export const importUsers = (body: AdminUserImportBody): Promise<AdminUserImportResult> =>
  callAdminApi('/api/admin/userImport', body);
/** The import template (.xlsx with the header, a text 学号 column and one example row). */
export const getImportTemplate = (): Promise<AdminExportFile> =>
  callAdminApi('/api/admin/importTemplate', {});

export const exportStatistics = (query: AdminExportStatisticsQuery): Promise<AdminExportFile> =>
  callAdminApi('/api/admin/exportStatistics', query);
export const exportCourseLearners = (courseId: number): Promise<AdminExportFile> =>
  callAdminApi('/api/admin/exportCourseLearners', { courseId });
/** A page of an experiment's attempts with the statistics of every attempt the filter matches. */
export const listExperimentAttempts = (
  query: AdminExperimentAttemptsQuery,
): Promise<AdminExperimentAttemptsPage> => callAdminApi('/api/admin/experimentAttempts', query);
/** The .xlsx of the attempts the filter matches (as listed), their steps and statistics. */
export const exportExperimentAttempts = (
  filter: AdminExperimentAttemptsFilter,
): Promise<AdminExportFile> => callAdminApi('/api/admin/exportExperimentAttempts', filter);

/**
 * A page of registered experiments (a teacher: those linked to the courses they own).
 * @example
 * const { rows } = await listAdminExperiments({ pageNum: 1, pageSize: 100 });
 */
export const listAdminExperiments = (
  query: AdminCourseListQuery,
): Promise<Paged<AdminExperiment>> => callAdminApi('/api/admin/experimentList', query);
