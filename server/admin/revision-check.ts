/** The edit-conflict rule shared by every versioned console record. */
import { MSG_EDIT_CONFLICT } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { ApiError } from '../http/envelope';

/**
 * The record as locked, after checking it exists and (when a version was given) that nobody
 * saved it since that version was opened.
 * @example
 * const before = checkRevision(locked, body.version);
 */
export function checkRevision<T extends { revision: number }>(
  locked: T | undefined,
  version: string | undefined,
): T {
  if (!locked) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (version !== undefined && version !== String(locked.revision))
    throw new ApiError(MSG_EDIT_CONFLICT);
  return locked;
}
