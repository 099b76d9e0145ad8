import { useState, type ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-translate';
import { ADMIN_LIMITS } from '../../validation/admin-rules';
import { FormField } from '../form-field';

/**
 * The filter bar of a console list: a keyword searched on submit (trimmed, empty = no filter),
 * the list's own filters as children, and 搜索.
 * @example
 * <ConsoleSearchBar id="users-keyword" onSearch={(keyword) => setFilter({ keyword })}>
 *   <SelectField … />
 * </ConsoleSearchBar>
 */
export function ConsoleSearchBar({
  id,
  onSearch,
  initial = '',
  children,
}: {
  id: string;
  onSearch: (keyword: string | undefined) => void;
  /** The keyword the list is already filtered by (a list that came back to its last filters). */
  initial?: string;
  children?: ReactNode;
}) {
  const t = useAdminT();
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      className="card filters"
      role="search"
      aria-label={t('list.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim() || undefined);
      }}
    >
      <div className="grow">
        <FormField
          id={id}
          label={t('list.keyword')}
          type="search"
          value={keyword}
          maxLength={ADMIN_LIMITS.keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      {children}
      <button type="submit" className="xnfz-button">
        {t('list.search')}
      </button>
    </form>
  );
}
