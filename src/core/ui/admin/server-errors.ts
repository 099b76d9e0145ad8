import { isApiError } from '../../api/api-error';
import { MSG_EDIT_CONFLICT } from '../../api/admin-contract';
import { dismissNoticeText } from '../../store/notices';

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

/**
 * The sentence of a refusal a screen shows in place (in its dialog, over the area it concerns):
 * the server's own, and the same sentence at the top of the page (the client shows every refusal
 * there) taken back — the user reads it once, where they look, and it stays.
 * @example
 * setAreaError(refusalShownInPlace(error, portalT('state.networkError')));
 */
export function refusalShownInPlace(error: unknown, networkText: string): string {
  const text = errorText(error, networkText);
  if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', text);
  return text;
}
