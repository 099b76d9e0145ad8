import { useCallback, useEffect, useState } from 'react';
import type { Gradebook, GradebookQuery } from '../../core/api/gradebook-contract';
import { exportGradebook, getGradebook } from '../../core/api/teaching/gradebook-calls';
import type { ClassRow } from '../../core/api/teaching-contract';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
import { consoleHref } from '../../core/router/console-router';
import { ClassPicker } from '../../core/ui/admin/class-chooser';
import { ExportButton } from '../../core/ui/admin/export-button';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { counts, rulesSentence, savedLine, shares } from './gradebook-format';
import { GradebookSettings } from './gradebook-settings';
import { GradebookStats } from './gradebook-stats';
import { GradebookTable } from './gradebook-table';

type Query = Required<Pick<GradebookQuery, 'pageNum' | 'pageSize' | 'classId'>> &
  Omit<GradebookQuery, 'pageNum' | 'pageSize' | 'classId'>;

/** The last query of each class's grade book on this page: coming back, it is as it was left. */
const lastQueries = new Map<number, Query>();

/** 计算规则: how 总评 and the levels are made, in words, and which items do not count. */
function Rules({
  book,
  settingsOpen,
  onToggle,
}: {
  book: Gradebook;
  settingsOpen: boolean;
  onToggle: () => void;
}) {
  const unweighed = book.items.filter((item) => !counts(item, item.weight));
  return (
    <section className="card gradebook-rules" aria-labelledby="gradebook-rules-heading">
      <div className="rules-bar">
        <h2 className="card-heading" id="gradebook-rules-heading">
          {gradebookT('rules.heading')}
        </h2>
        <button
          type="button"
          className="xnfz-button xnfz-button--plain toggle-settings"
          aria-expanded={settingsOpen}
          aria-controls="gradebook-settings"
          onClick={onToggle}
        >
          {gradebookT(settingsOpen ? 'gradebook.closeSettings' : 'gradebook.openSettings')}
        </button>
      </div>
      <p className="rules-text">{rulesSentence(book.settings, book.items)}</p>
      {book.items.length > 0 && unweighed.length === book.items.length ? (
        <p className="unweighed-note" role="note">
          {gradebookT('rules.noWeights')}
        </p>
      ) : unweighed.length ? (
        <p className="unweighed-note" role="note">
          {gradebookT('rules.unweighed', {
            titles: unweighed.map((item) => item.title).join(gradebookT('rules.titleJoin')),
          })}
        </p>
      ) : null}
      <p className="muted saved-line">{savedLine(book.version, book.updatedAt)}</p>
    </section>
  );
}

/** What the book shows once loaded: rules, settings, the students' table and the statistics. */
function Book({
  book,
  query,
  setFilter,
  setPage,
  reload,
  container,
}: {
  book: Gradebook;
  query: Query;
  setFilter: (changes: Partial<Omit<Query, 'pageNum' | 'pageSize'>>) => void;
  setPage: (pageNum: number) => void;
  reload: () => void;
  container?: ShadowRoot | undefined;
}) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const shareOf = shares(book.items, (item) => item.weight);
  const noStudents = book.stats.students === 0;
  return (
    <>
      {book.archived ? (
        <p className="card archived-note" role="note">
          {gradebookT('gradebook.archivedNote')}
        </p>
      ) : null}
      <Rules
        book={book}
        settingsOpen={settingsOpen}
        onToggle={() => setSettingsOpen((open) => !open)}
      />
      <GradebookSettings first={book} open={settingsOpen} container={container} onSaved={reload} />
      {book.items.length === 0 ? (
        <div className="card empty-note no-items" role="note">
          <p>{gradebookT('table.noItems')}</p>
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/quizzes', { class: book.classId })}
          >
            {gradebookT('table.toQuizzes')}
          </a>
        </div>
      ) : null}
      {noStudents ? (
        <div className="card empty-note no-students" role="note">
          <p>{gradebookT('table.noStudents')}</p>
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/classes/members', { id: book.classId })}
          >
            {gradebookT('table.toMembers')}
          </a>
        </div>
      ) : (
        <>
          <ConsoleSearchBar
            id="gradebook-keyword"
            initial={query.keyword ?? ''}
            onSearch={(keyword) => setFilter({ keyword })}
          />
          {book.total === 0 ? (
            <p className="card no-match" role="note">
              {gradebookT('table.noMatch')}
            </p>
          ) : (
            <GradebookTable
              book={book}
              shareOf={shareOf}
              pageNum={query.pageNum}
              pageSize={query.pageSize}
              onPage={setPage}
            />
          )}
          <GradebookStats book={book} shareOf={shareOf} />
        </>
      )}
    </>
  );
}

/** 成绩册 of a chosen class: the picker, export, and the book itself (loading, error with retry). */
export function GradebookView({
  classes,
  chosen,
  container,
}: {
  classes: ClassRow[];
  chosen: ClassRow;
  container?: ShadowRoot | undefined;
}) {
  const [query, setFilter, setPage] = useListQuery<Query>(
    lastQueries.get(chosen.id) ?? { pageNum: 1, pageSize: 20, classId: chosen.id },
  );
  useEffect(() => {
    lastQueries.set(chosen.id, query);
  }, [chosen.id, query]);
  const load = useCallback(() => getGradebook(query), [query]);
  const result = useAsync(load, [query]);
  return (
    <section className="screen" aria-labelledby="gradebook-heading">
      <ScreenBar
        headingId="gradebook-heading"
        heading={
          <>
            {gradebookT('gradebook.heading')}
            {chosen.archived ? (
              <span className="badge badge--muted">{gradebookT('gradebook.archived')}</span>
            ) : null}
          </>
        }
      >
        <div className="bar-actions">
          <ExportButton
            className="xnfz-button--plain export-gradebook"
            label={gradebookT('gradebook.export')}
            ariaLabel={gradebookT('gradebook.exportLabel', { name: chosen.name })}
            run={() => exportGradebook(chosen.id)}
          />
        </div>
      </ScreenBar>
      <div className="card class-bar">
        <ClassPicker
          id="gradebook-class"
          route="/gradebook"
          classes={classes}
          classId={chosen.id}
        />
      </div>
      <AsyncView result={result}>
        {(book) => (
          <Book
            book={book}
            query={query}
            setFilter={setFilter}
            setPage={setPage}
            reload={result.reload}
            container={container}
          />
        )}
      </AsyncView>
    </section>
  );
}
