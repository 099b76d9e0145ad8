import { useId } from 'react';
import { useT } from '../i18n/translate';
import { cssVar, space } from '../theme/tokens';
import { useResetState } from './use-reset-state';

/** The server's limit on a search word. */
const KEYWORD_MAX = 50;

export interface ContentSearchBoxProps {
  /** The keyword in force (from the address); the box follows it on back / forward. */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/**
 * A labelled keyword box with 搜索 (Enter submits) and, while a keyword is in force, 清除搜索.
 * @example
 * <ContentSearchBox keyword={query.keyword ?? ''} onSearch={(k) => setQuery({ keyword: k, page: undefined })} />
 */
export function ContentSearchBox({ keyword, onSearch }: ContentSearchBoxProps) {
  const t = useT();
  const id = useId();
  // follows a new keyword in force (back / forward), keeps what is typed otherwise
  const [value, setValue] = useResetState(keyword, keyword);
  return (
    <form
      className="search"
      role="search"
      part="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="xnfz-visually-hidden">
        {t('content.search.label')}
      </label>
      <input
        id={id}
        className="xnfz-input search-input"
        part="search-input"
        type="search"
        name="keyword"
        maxLength={KEYWORD_MAX}
        placeholder={t('content.search.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="xnfz-button" part="search-button">
        {t('content.search.submit')}
      </button>
      {keyword ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          onClick={() => onSearch('')}
        >
          {t('content.search.clear')}
        </button>
      ) : null}
    </form>
  );
}

/** Styles of the search form, for the elements that show it. */
export const SEARCH_BOX_STYLES = `
.search { display: flex; flex-wrap: wrap; gap: ${space(1)}; align-items: center; }
.search-input { flex: 1; min-width: calc(${cssVar('space')} * 20); }
.search-input:focus-visible { border-color: ${cssVar('color-primary')}; }
@container (max-width: 480px) { .search-input { min-width: 0; width: 100%; flex-basis: 100%; } }
`;
