import { useState } from 'react';

/**
 * Rows as the server answered an action on them (graded, reopened), shown in place of the listed
 * ones on the page they were changed on; another page or a reload shows the server's list again.
 * @example
 * const edits = usePageEdits<number, QuizTakerRow>(result.state.data);
 * const row = edits.shown(listed.userId, listed);
 * edits.remember(saved.userId, saved);
 */
export function usePageEdits<K, R>(
  page: unknown,
): {
  shown: (key: K, listed: R) => R;
  remember: (key: K, row: R) => void;
} {
  const [edits, setEdits] = useState<{ page: unknown; rows: Map<K, R> }>({
    page: null,
    rows: new Map(),
  });
  const rows = edits.page === page ? edits.rows : new Map<K, R>();
  return {
    shown: (key, listed) => rows.get(key) ?? listed,
    remember: (key, row) => setEdits({ page, rows: new Map(rows).set(key, row) }),
  };
}
