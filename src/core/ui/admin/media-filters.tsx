import { useId, useState, type FormEvent } from 'react';
import { MEDIA_KINDS } from '../../api/admin-contract';
import type { MediaKind } from '../../api/admin-contract';
import { mediaT } from '../../i18n/zh-cn/admin-media';
import { ADMIN_LIMITS } from '../../validation/admin-rules';
import { SelectField } from './console-fields';
import { mediaKindName } from './media-format';

export interface MediaFilter {
  keyword: string | undefined;
  kind: MediaKind | undefined;
}

/**
 * The media library's search form: 关键词 and, when more than one kind is offered, 类型; the
 * filter goes out on 搜索 only. It stops its submit so it may sit inside another form.
 * @example
 * <MediaFilters kinds={['image']} onSearch={({ keyword, kind }) => setFilter({ keyword, kind })} />
 */
export function MediaFilters({
  kinds = MEDIA_KINDS,
  onSearch,
}: {
  kinds?: readonly MediaKind[];
  onSearch: (filter: MediaFilter) => void;
}) {
  const ids = useId();
  const single = kinds.length === 1 ? kinds[0] : undefined;
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>(single ?? '');

  function search(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    onSearch({ keyword: keyword.trim() || undefined, kind: kind || undefined });
  }

  return (
    <form className="filters" role="search" aria-label={mediaT('media.filters')} onSubmit={search}>
      <div className="field grow">
        <label htmlFor={`${ids}-keyword`}>{mediaT('media.keyword')}</label>
        <input
          id={`${ids}-keyword`}
          className="input"
          type="search"
          maxLength={ADMIN_LIMITS.keyword}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      {single ? null : (
        <SelectField
          id={`${ids}-kind`}
          label={mediaT('media.kind')}
          value={kind}
          options={[
            ['', mediaT('media.kind.all')],
            ...kinds.map((value) => [value, mediaKindName(value)] as const),
          ]}
          onChange={(event) => setKind(event.target.value as MediaKind | '')}
        />
      )}
      <button type="submit" className="xnfz-button">
        {mediaT('media.search')}
      </button>
    </form>
  );
}
