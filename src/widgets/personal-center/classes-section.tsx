import { useCallback, useState, type FormEvent } from 'react';
import { isApiError } from '../../core/api/api-error';
import { joinClass, listMyClasses } from '../../core/api/teaching/my-class-calls';
import { CLASS_LIMITS } from '../../core/api/teaching-contract';
import { formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { dismissNoticeText } from '../../core/store/notices';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

/** 我的班级: join a class with the teacher's code, and the classes one is in. */
export function ClassesSection() {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const load = useCallback(() => listMyClasses({ pageNum: page, pageSize: PAGE_SIZE }), [page]);
  const result = useAsync(load, [page]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The class just joined: said beside the form, where the student looks. */
  const [joinedName, setJoinedName] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('classes.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setJoinedName(null);
    try {
      const joined = await joinClass(code);
      setCode('');
      setJoinedName(joined.name);
      result.reload();
    } catch (failure) {
      // the server's reason (wrong code, stopped, archived) at the field it concerns
      if (isApiError(failure) && failure.kind === 'api') {
        dismissNoticeText('warning', failure.message);
        setError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="classes-title">
      <h2 className="section-title" id="classes-title">
        {t('center.classes')}
      </h2>
      <form className="join-class" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          id="join-class-code"
          label={t('classes.joinLabel')}
          value={code}
          maxLength={CLASS_LIMITS.code}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('classes.joinHint')}
          error={error}
          onChange={(event) => setCode(event.target.value)}
          addon={
            <button type="submit" className="xnfz-button join-class-submit" disabled={busy}>
              {busy ? t('classes.joining') : t('classes.join')}
            </button>
          }
        />
        {joinedName ? (
          <p className="success joined-class" role="status">
            {t('classes.joined', { name: joinedName })}
          </p>
        ) : null}
      </form>
      <AsyncView result={result}>
        {(data) =>
          data.total === 0 ? (
            <p className="xnfz-state" part="state-empty">
              {t('classes.empty')}
            </p>
          ) : (
            <>
              <ul className="rows">
                {data.rows.map((row) => (
                  <li key={row.id} className="row my-class" data-class-id={row.id}>
                    <div className="row-body">
                      <h3 className="row-title">
                        {row.name}
                        {row.archived ? (
                          <span className="archived-mark">{t('classes.archived')}</span>
                        ) : null}
                      </h3>
                      <span className="xnfz-meta">
                        <span>{row.term}</span>
                        <RouteLink to="/coursecatalog" params={{ id: row.courseId }}>
                          {t('classes.course', { course: row.courseTitle })}
                        </RouteLink>
                        <span>{t('classes.teachers', { names: row.teachers.join('、') })}</span>
                        <span>{t('classes.joinedAt', { date: formatDate(row.joinedAt) })}</span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager
                total={data.total}
                pageNum={page}
                pageSize={PAGE_SIZE}
                onChange={(n) => setQuery({ page: n })}
              />
            </>
          )
        }
      </AsyncView>
    </section>
  );
}
