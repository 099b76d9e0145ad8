import { isApiError } from '../../api/api-error';
import { MSG_EDIT_CONFLICT } from '../../api/admin-contract';

/**
 * The field a server refusal names (`参数错误：contact.email 格式…` → `contact.email`), so the
 * form can show it at that field; null when it names none.
 * @example
 * fieldOfServerError(new ApiError('api', '参数错误：title 长度必须是 1 到 100 个字符')); // → 'title'
 */
export function fieldOfServerError(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'api') return null;
  const match = /^参数错误：\s*([A-Za-z][\w.[\]]*)/.exec(error.message);
  return match?.[1] ?? null;
}

/** Whether a save was refused because someone else changed the record since it was opened. */
export function isEditConflict(error: unknown): boolean {
  return isApiError(error) && error.kind === 'api' && error.message.startsWith(MSG_EDIT_CONFLICT);
}

/** The sentence to show for a failed console action: the server's own, else a transport text. */
export function errorText(error: unknown, networkText: string): string {
  return isApiError(error) && error.kind === 'api' ? error.message : networkText;
}
