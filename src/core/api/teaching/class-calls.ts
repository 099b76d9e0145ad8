/** Typed calls of classes (教学班): the console's management and the student's join. */
import type { AdminExportFile } from '../admin-contract';
import type { Paged } from '../contract';
import type {
  ClassCodeBody,
  ClassDetail,
  ClassListQuery,
  ClassMemberRow,
  ClassRosterBody,
  ClassRosterResult,
  ClassMembersQuery,
  ClassRow,
  ClassSaveBody,
  ClassTeacherChoice,
} from '../teaching-contract';
import { callTeachingApi } from './teaching-client';

/** A page of the classes the account manages. */
export const listClasses = (query: ClassListQuery): Promise<Paged<ClassRow>> =>
  callTeachingApi('/api/teaching/classList', query);
/** One class as its form opens it. */
export const getClass = (id: number): Promise<ClassDetail> =>
  callTeachingApi('/api/teaching/classDetail', { id });
/** Creates (no id) or updates a class against its version. */
export const saveClass = (body: ClassSaveBody): Promise<ClassDetail> =>
  callTeachingApi('/api/teaching/classSave', body);
/** 开放加入 / 停止加入 / 重新生成 of the join code. */
export const setClassCode = (id: number, action: ClassCodeBody['action']): Promise<ClassDetail> =>
  callTeachingApi('/api/teaching/classCode', { id, action });
/** 归档 or 取消归档. */
export const archiveClass = (id: number, archived: boolean): Promise<ClassDetail> =>
  callTeachingApi('/api/teaching/classArchive', { id, archived });
/** A page of a class's students. */
export const listClassMembers = (query: ClassMembersQuery): Promise<Paged<ClassMemberRow>> =>
  callTeachingApi('/api/teaching/classMembers', query);
/** 移出班级. */
export const removeClassMembers = (
  classId: number,
  userIds: number[],
): Promise<{ removed: number }> =>
  callTeachingApi('/api/teaching/classMemberRemove', { classId, userIds });
/** The class's students as .xlsx. */
export const exportClassMembers = (id: number): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/classExport', { id });
/** The accounts a class may name as co-teachers. */
export const listClassTeacherChoices = (): Promise<ClassTeacherChoice[]> =>
  callTeachingApi('/api/teaching/classTeacherChoices', {});
/** 分班调整: to another class of the same course. */
export const moveClassMembers = (
  classId: number,
  userIds: number[],
  toClassId: number,
): Promise<{ moved: number }> =>
  callTeachingApi('/api/teaching/classMemberMove', { classId, userIds, toClassId });
/** 导入名单 (a dry run stores nothing). */
export const importClassRoster = (body: ClassRosterBody): Promise<ClassRosterResult> =>
  callTeachingApi('/api/teaching/classRoster', body);
/** The roster template (.xlsx). */
export const getClassRosterTemplate = (): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/classRosterTemplate', {});
