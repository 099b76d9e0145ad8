import { callApi } from './client';
import type {
  PageQuery,
  Paged,
  ResetPasswordBody,
  SendContactCodeBody,
  SendMessageBody,
  UpdatePasswordBody,
  UpdateUserBody,
  User,
  UserExperimentRecordRow,
  UserLearnRecordQuery,
  UserLearnRecordRow,
  UserLearnRow,
  VerifyContactBody,
} from './contract';

/** A page of 我的学习 (courses studied, with progress). */
export function listMyLearning(query: PageQuery): Promise<Paged<UserLearnRow>> {
  return callApi('/api/xnfz/userLearn', query);
}

/** A page of 学习记录, optionally within dates (`YYYY-MM-DD`). */
export function listMyLearnRecords(
  query: UserLearnRecordQuery,
): Promise<Paged<UserLearnRecordRow>> {
  return callApi('/api/xnfz/userLearnRecord', query);
}

/** A page of the user's finished experiment attempts, optionally within dates (`YYYY-MM-DD`). */
export function listMyExperimentRecords(
  query: UserLearnRecordQuery,
): Promise<Paged<UserExperimentRecordRow>> {
  return callApi('/api/xnfz/userExperimentRecord', query);
}

/** Saves 个人资料; the answer is the updated user. */
export function updateProfile(body: UpdateUserBody): Promise<User> {
  return callApi('/api/xnfz/updateUser', body);
}

/** Proves a changed e-mail or phone with the code sent to it; the updated user. */
export function verifyContact(body: VerifyContactBody): Promise<User> {
  return callApi('/api/xnfz/verifyContact', body);
}

/** Sends the code for a changed, not yet proven e-mail or phone again. */
export function sendContactCode(body: SendContactCodeBody): Promise<null> {
  return callApi('/api/xnfz/sendContactCode', body);
}

/** 修改密码: other sessions of the user are logged out. */
export function changePassword(body: UpdatePasswordBody): Promise<null> {
  return callApi('/api/xnfz/updatePassword', body);
}

/** 忘记密码, step 1: sends a 6-digit code to the account's email or phone. */
export function sendResetCode(body: SendMessageBody): Promise<null> {
  return callApi('/api/xnfz/sendMessage', body);
}

/** 忘记密码, step 2: sets a new password with the code. */
export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return callApi('/api/xnfz/resetPassword', body);
}
