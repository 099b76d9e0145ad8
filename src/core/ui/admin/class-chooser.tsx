import type { ReactNode } from 'react';
import { listClasses } from '../../api/teaching/class-calls';
import type { ClassRow } from '../../api/teaching-contract';
import { classT } from '../../i18n/zh-cn/admin-classes';
import { consoleHref, consoleNavigate } from '../../router/console-router';
import { AsyncView } from '../async-view';
import { useAsync } from '../use-async';
import { SelectField } from './console-fields';

/** The classes the account manages: current ones first, then archived (read-only, still shown). */
async function managedClasses(): Promise<ClassRow[]> {
  const [current, archived] = await Promise.all([
    listClasses({ pageNum: 1, pageSize: 100 }),
    listClasses({ pageNum: 1, pageSize: 100, archived: true }),
  ]);
  return [...current.rows, ...archived.rows];
}

const classLabel = (row: ClassRow) =>
  classT(row.archived ? 'chooser.archivedOption' : 'chooser.option', {
    name: row.name,
    course: row.courseTitle,
    term: row.term,
  });

/**
 * The class picker of a per-class screen: the chosen class is in the address (`?class=`).
 * @example
 * <ClassPicker id="quizzes-class" route="/quizzes" classes={classes} classId={chosen.id} />
 */
export function ClassPicker({
  id,
  route,
  classes,
  classId,
}: {
  id: string;
  route: string;
  classes: ClassRow[];
  classId: number;
}) {
  return (
    <SelectField
      id={id}
      className="class-picker"
      label={classT('chooser.class')}
      value={String(classId)}
      options={classes.map((row) => [String(row.id), classLabel(row)] as const)}
      onChange={(event) => consoleNavigate(route, { class: event.target.value })}
    />
  );
}

/** What a per-class screen says when the account manages no class, in the screen's own words. */
export interface NoClassesTexts {
  /** The id of the screen's heading, which names the panel. */
  headingId: string;
  heading: string;
  /** Why the screen needs a class and where to make one. */
  note: string;
  /** The link to 教学班: its text, and its console route (the class list unless given). */
  link: string;
  route?: string;
}

/** The screen of an account that manages no class: its heading, the note, the way to 教学班. */
function NoClasses({ texts }: { texts: NoClassesTexts }) {
  return (
    <section className="screen" aria-labelledby={texts.headingId}>
      <h1 className="heading" id={texts.headingId}>
        {texts.heading}
      </h1>
      <div className="card no-classes" role="note">
        <p>{texts.note}</p>
        <a className="xnfz-button" href={consoleHref(texts.route ?? '/classes')}>
          {texts.link}
        </a>
      </div>
    </section>
  );
}

/**
 * Loads the classes the account manages and shows the screen of the one asked for (or the first),
 * or, when the account manages no class, the screen's heading with `noClasses`' note and link.
 * @example
 * <WithChosenClass
 *   classId={7}
 *   noClasses={{ headingId: 'quizzes-heading', heading: '测验', note: '…', link: '前往教学班' }}
 * >
 *   {(classes, chosen) => <QuizList key={chosen.id} classes={classes} chosen={chosen} />}
 * </WithChosenClass>
 */
export function WithChosenClass({
  classId,
  noClasses,
  children,
}: {
  classId: number;
  noClasses: NoClassesTexts;
  children: (classes: ClassRow[], chosen: ClassRow) => ReactNode;
}) {
  const result = useAsync(managedClasses, []);
  return (
    <AsyncView result={result}>
      {(classes) => {
        const chosen = classes.find((row) => row.id === classId) ?? classes[0];
        return chosen ? children(classes, chosen) : <NoClasses texts={noClasses} />;
      }}
    </AsyncView>
  );
}
