import { useCallback } from 'react';
import type { QuestionListQuery, QuestionRow } from '../../core/api/question-contract';
import { listQuestions } from '../../core/api/teaching/question-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { consoleHref } from '../../core/router/console-router';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { RowButton } from '../../core/ui/admin/row-actions';
import { QuestionFilters } from '../../core/ui/admin/question-filters';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useAsync } from '../../core/ui/use-async';
import { scoreText } from './quiz-format';

type Query = Required<Pick<QuestionListQuery, 'pageNum' | 'pageSize' | 'courseId'>> &
  Omit<QuestionListQuery, 'pageNum' | 'pageSize' | 'courseId'>;

const SHORT_STEM = 60;
/** A stem shortened for a list row or a label. */
export const shortStem = (text: string): string =>
  [...text].length > SHORT_STEM ? `${[...text].slice(0, SHORT_STEM).join('')}…` : text;

/**
 * The course's 题库 searched as on its own screen (text, 题型, 难度, 知识点), each question with
 * 加入试卷 (已加入 once on the paper).
 * @example
 * <QuestionPicker courseId={3} courseTitle="大学物理" chosen={ids} onAdd={(row) => add(row)} />
 */
export function QuestionPicker({
  courseId,
  courseTitle,
  chosen,
  full,
  onAdd,
}: {
  courseId: number;
  courseTitle: string;
  chosen: ReadonlySet<number>;
  /** The paper holds as many questions as it may: nothing more is added. */
  full: boolean;
  onAdd: (row: QuestionRow) => void;
}) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({ pageNum: 1, pageSize: 10, courseId });
  const load = useCallback(() => listQuestions(query), [query]);
  const result = useAsync(load, [query]);
  const filtered = Boolean(query.keyword || query.type || query.difficulty || query.tag);
  return (
    <section className="question-picker" aria-labelledby="quiz-bank-heading">
      <h3 className="paper-subheading" id="quiz-bank-heading">
        {quizT('paper.bank', { course: courseTitle })}
      </h3>
      <QuestionFilters
        idPrefix="quiz-bank"
        courseId={courseId}
        query={query}
        setFilter={setFilter}
      />
      {result.state.data?.total === 0 ? (
        <p className="card bank-empty" role="note">
          {filtered ? quizT('paper.bankNoMatch') : quizT('paper.bankEmpty')}{' '}
          {filtered ? null : (
            <a href={consoleHref('/questions', { course: courseId })}>{quizT('paper.toBank')}</a>
          )}
        </p>
      ) : null}
      <ConsoleTable
        result={result}
        area={quizT('paper.bank', { course: courseTitle })}
        columns={[
          { label: questionT('questions.stem') },
          { label: questionT('questions.type') },
          { label: questionT('questions.difficulty') },
          { label: questionT('questions.tags') },
          { label: questionT('questions.score'), numeric: true },
          { label: t('list.actions') },
        ]}
        row={(row) => {
          const stem = shortStem(row.stemText);
          const added = chosen.has(row.id);
          return (
            <tr key={row.id} data-bank-question={row.id}>
              <td className="stem-cell">{stem}</td>
              <td>{questionT(`questions.type.${row.type}`)}</td>
              <td>{questionT(`questions.difficulty.${row.difficulty}`)}</td>
              <td>{row.tags.join('、')}</td>
              <td className="num">{scoreText(row.score)}</td>
              <td className="actions">
                <RowButton
                  label={quizT(added ? 'paper.added' : 'paper.add')}
                  of={stem}
                  className="add-question"
                  tone={added ? 'plain' : 'primary'}
                  disabled={added || full}
                  onClick={() => onAdd(row)}
                />
              </td>
            </tr>
          );
        }}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
    </section>
  );
}
