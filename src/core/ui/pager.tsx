import { useT } from '../i18n/translate';

export interface PagerProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number) => void;
}

/** Page numbers to show: first, last, and two either side of the current page, with gaps. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  });
  return result;
}

/**
 * 共 N 条 and page buttons (上一页 / numbers / 下一页), keyboard operable.
 * @example
 * <Pager total={95} pageNum={2} pageSize={10} onChange={(n) => setQuery({ page: n })} />
 */
export function Pager({ total, pageNum, pageSize, onChange }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="xnfz-pager" aria-label={t('pager.label')} part="pager">
      <span className="xnfz-pager-total">{t('pager.total', { n: total })}</span>
      {pages > 1 ? (
        <>
          <button type="button" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
            {t('pager.previous')}
          </button>
          {pageWindow(pageNum, pages).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                aria-current={item === pageNum ? 'page' : undefined}
                aria-label={t('pager.page', { n: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            ),
          )}
          <button type="button" disabled={pageNum >= pages} onClick={() => onChange(pageNum + 1)}>
            {t('pager.next')}
          </button>
        </>
      ) : null}
    </nav>
  );
}
