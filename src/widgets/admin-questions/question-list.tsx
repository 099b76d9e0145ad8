import { useCallback, useEffect, useState } from 'react';
import {
  copyQuestion,
  deleteQuestions,
  exportQuestions,
  listQuestions,
} from '../../core/api/teaching/question-calls';
import {
  type QuestionCourse,
  type QuestionFileFormat,
  type QuestionListQuery,
  type QuestionRow,
} from '../../core/api/question-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog, DeleteDialogActions } from '../../core/ui/admin/console-dialog';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ExportButton } from '../../core/ui/admin/export-button';
import { RowButton } from '../../core/ui/admin/row-actions';
import { QuestionFilters } from '../../core/ui/admin/question-filters';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { useAsync } from '../../core/ui/use-async';

type Query = Required<Pick<QuestionListQuery, 'pageNum' | 'pageSize' | 'courseId'>> &
  Omit<QuestionListQuery, 'pageNum' | 'pageSize' | 'courseId'>;

const SHORT_STEM = 40;
const shortStem = (text: string) =>
  [...text].length > SHORT_STEM ? `${[...text].slice(0, SHORT_STEM).join('')}…` : text;

const filtered = (query: Query) =>
  Boolean(query.keyword || query.type || query.difficulty || query.tag);

/** The course picker: the bank shown is the chosen course's (in the address, `?course=`). */
function CoursePicker({ courses, courseId }: { courses: QuestionCourse[]; courseId: number }) {
  return (
    <SelectField
      id="questions-course"
      className="course-picker"
      label={questionT('questions.course')}
      value={String(courseId)}
      options={courses.map(
        (course) =>
          [
            String(course.id),
            questionT('questions.courseOption', { title: course.title, n: course.questionCount }),
          ] as const,
      )}
      onChange={(event) => consoleNavigate('/questions', { course: event.target.value })}
    />
  );
}

/**
 * The last query of each course's list on this page: back from a question's form, the list is
 * on the page and filters it was left with.
 */
const lastQueries = new Map<number, Query>();

/** A course's question bank: filters, the list with 编辑 / 复制 / 删除, 新建, 导入 and 导出. */
export function QuestionList({
  courses,
  courseId,
}: {
  courses: QuestionCourse[];
  courseId: number;
}) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>(
    lastQueries.get(courseId) ?? { pageNum: 1, pageSize: 20, courseId },
  );
  useEffect(() => {
    lastQueries.set(courseId, query);
  }, [courseId, query]);
  const load = useCallback(() => listQuestions(query), [query]);
  const result = useAsync(load, [query]);
  const { busyId, run } = useRowAction();
  const [deleting, setDeleting] = useState<QuestionRow | null>(null);

  const exportAs = (format: QuestionFileFormat) => async () => {
    const file = await exportQuestions({
      courseId,
      format,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.difficulty ? { difficulty: query.difficulty } : {}),
      ...(query.tag ? { tag: query.tag } : {}),
    });
    const notes = [...file.skipped, ...file.warnings];
    if (notes.length > 0)
      pushNotice(
        'warning',
        questionT(file.skipped.length ? 'questions.exportSkipped' : 'questions.exportWarnings', {
          n: notes.length,
          list: notes.map((item) => `#${item.index + 1} ${item.reason}`).join('；'),
        }),
      );
    return file;
  };

  function remove(row: QuestionRow) {
    setDeleting(null);
    void run(row.id, async () => {
      await deleteQuestions(courseId, [row.id]);
      result.reload();
      return questionT('questions.deleted');
    });
  }

  return (
    <section className="screen" aria-labelledby="questions-heading">
      <div className="bar">
        <h1 className="heading" id="questions-heading">
          {questionT('questions.heading')}
        </h1>
        <div className="bar-actions">
          <a
            className="xnfz-button new-question"
            href={consoleHref('/questions/edit', { course: courseId })}
          >
            {questionT('questions.new')}
          </a>
          <a
            className="xnfz-button xnfz-button--plain import-questions"
            href={consoleHref('/questions/import', { course: courseId })}
          >
            {questionT('questions.import')}
          </a>
          <ExportButton
            className="xnfz-button--plain export-xlsx"
            label={questionT('questions.exportXlsx')}
            run={exportAs('xlsx')}
          />
          <ExportButton
            className="xnfz-button--plain export-gift"
            label={questionT('questions.exportGift')}
            run={exportAs('gift')}
          />
        </div>
      </div>
      <div className="card course-bar">
        <CoursePicker courses={courses} courseId={courseId} />
      </div>
      <QuestionFilters
        idPrefix="questions"
        courseId={courseId}
        query={query}
        setFilter={setFilter}
      />
      {result.state.data?.total === 0 ? (
        <p className="card empty-bank" role="note">
          {questionT(filtered(query) ? 'questions.noMatch' : 'questions.empty')}
        </p>
      ) : null}
      <ConsoleTable
        result={result}
        area={questionT('questions.heading')}
        columns={[
          { label: questionT('questions.stem') },
          { label: questionT('questions.type') },
          { label: questionT('questions.difficulty') },
          { label: questionT('questions.tags') },
          { label: questionT('questions.score'), numeric: true },
          { label: questionT('questions.updated') },
          { label: t('list.actions') },
        ]}
        row={(row) => {
          const stem = shortStem(row.stemText);
          return (
            <tr key={row.id} data-question-id={row.id}>
              <td className="stem-cell">{stem}</td>
              <td>{questionT(`questions.type.${row.type}`)}</td>
              <td>{questionT(`questions.difficulty.${row.difficulty}`)}</td>
              <td>{row.tags.join('、')}</td>
              <td className="num">{row.score}</td>
              <td>
                {questionT('questions.updatedBy', {
                  time: formatDateTime(row.updatedAt),
                  name: row.updatedBy,
                })}
              </td>
              <td className="actions">
                <a
                  className="edit-question"
                  href={consoleHref('/questions/edit', { id: row.id })}
                  aria-label={questionT('questions.editLabel', { stem })}
                >
                  {questionT('questions.edit')}
                </a>
                <RowButton
                  label={questionT('questions.copy')}
                  of={stem}
                  className="copy-question"
                  tone="plain"
                  disabled={busyId === row.id}
                  onClick={() =>
                    void run(row.id, async () => {
                      const copy = await copyQuestion(row.id);
                      consoleNavigate('/questions/edit', { id: copy.id });
                      return questionT('questions.copied');
                    })
                  }
                />
                <RowButton
                  label={questionT('questions.delete')}
                  of={stem}
                  className="delete-question"
                  tone="danger"
                  disabled={busyId === row.id}
                  onClick={() => setDeleting(row)}
                />
              </td>
            </tr>
          );
        }}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
      {deleting ? (
        <ConsoleDialog
          title={questionT('questions.deleteTitle')}
          onCancel={() => setDeleting(null)}
          actions={
            <DeleteDialogActions
              confirmLabel={questionT('questions.delete')}
              onCancel={() => setDeleting(null)}
              onConfirm={() => remove(deleting)}
            />
          }
        >
          <p>{questionT('questions.deleteConfirm', { stem: shortStem(deleting.stemText) })}</p>
        </ConsoleDialog>
      ) : null}
    </section>
  );
}
