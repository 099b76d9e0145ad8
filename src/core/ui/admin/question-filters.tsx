import {
  DIFFICULTIES,
  QUESTION_TYPES,
  type Difficulty,
  type QuestionListQuery,
  type QuestionType,
} from '../../api/question-contract';
import { listQuestionTags } from '../../api/teaching/question-calls';
import { questionT } from '../../i18n/zh-cn/admin-questions';
import { useAsync } from '../use-async';
import { oneOf, SelectField } from './console-fields';
import { ConsoleSearchBar } from './search-bar';

type QuestionFilter = Pick<QuestionListQuery, 'keyword' | 'type' | 'difficulty' | 'tag'>;

/**
 * A course's 题库 searched by text, 题型, 难度 and 知识点 (the bank's screen and the quiz paper's
 * picker); `idPrefix` keeps the fields' ids apart.
 * @example
 * <QuestionFilters idPrefix="questions" courseId={3} query={query} setFilter={setFilter} />
 */
export function QuestionFilters({
  idPrefix,
  courseId,
  query,
  setFilter,
}: {
  idPrefix: string;
  courseId: number;
  query: QuestionFilter;
  setFilter: (changes: QuestionFilter) => void;
}) {
  const tags = useAsync(() => listQuestionTags(courseId), [courseId]);
  return (
    <ConsoleSearchBar
      id={`${idPrefix}-keyword`}
      initial={query.keyword ?? ''}
      onSearch={(keyword) => setFilter({ keyword })}
    >
      <SelectField
        id={`${idPrefix}-type`}
        label={questionT('questions.type')}
        value={query.type ?? ''}
        options={[
          ['', questionT('questions.allTypes')],
          ...QUESTION_TYPES.map((type) => [type, questionT(`questions.type.${type}`)] as const),
        ]}
        onChange={(event) =>
          setFilter({ type: oneOf<QuestionType>(QUESTION_TYPES, event.target.value) })
        }
      />
      <SelectField
        id={`${idPrefix}-difficulty`}
        label={questionT('questions.difficulty')}
        value={query.difficulty ?? ''}
        options={[
          ['', questionT('questions.allDifficulties')],
          ...DIFFICULTIES.map(
            (value) => [value, questionT(`questions.difficulty.${value}`)] as const,
          ),
        ]}
        onChange={(event) =>
          setFilter({ difficulty: oneOf<Difficulty>(DIFFICULTIES, event.target.value) })
        }
      />
      <SelectField
        id={`${idPrefix}-tag`}
        label={questionT('questions.tags')}
        value={query.tag ?? ''}
        options={[
          ['', questionT('questions.allTags')],
          ...(tags.state.data ?? []).map((tag) => [tag, tag] as const),
        ]}
        onChange={(event) => setFilter({ tag: event.target.value || undefined })}
      />
    </ConsoleSearchBar>
  );
}
