import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../core/i18n/translate';
import { navigate } from '../../core/router/router';

/** The home search box: opens the course centre with the keyword. */
export function HomeSearch({ host }: { host?: Element }) {
  const t = useT();
  const ids = useId();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate('/courselist', { keyword: keyword.trim() || undefined }, { source: host });
  };
  return (
    <form className="course-search home-search" role="search" part="search" onSubmit={submit}>
      <label className="xnfz-visually-hidden" htmlFor={`${ids}-keyword`}>
        {t('courses.searchLabel')}
      </label>
      <input
        id={`${ids}-keyword`}
        className="xnfz-input"
        type="search"
        name="keyword"
        value={keyword}
        maxLength={50}
        placeholder={t('courses.searchPlaceholder')}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="xnfz-button">
        {t('courses.searchSubmit')}
      </button>
    </form>
  );
}
