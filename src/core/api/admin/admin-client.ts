/** The console's typed calls, through the page's one API client (same token, timeout, envelope). */
import { sendCall } from '../client';
import { ADMIN_CALLS } from '../admin-contract';
import type { AdminCalls, AdminPath } from '../admin-contract';

export type AdminInputOf<P extends AdminPath> = AdminCalls[P] extends { query: infer Q }
  ? Q
  : AdminCalls[P] extends { body: infer B }
    ? B
    : never;

/**
 * One console call, checked against the console contract.
 * @example
 * const me = await callAdminApi('/api/admin/me', {});
 */
export function callAdminApi<P extends AdminPath>(
  path: P,
  input: AdminInputOf<P>,
): Promise<AdminCalls[P]['data']> {
  return sendCall(path, ADMIN_CALLS[path].method, input) as Promise<AdminCalls[P]['data']>;
}
