import { useCallback, useState } from 'react';
import {
  archiveClass,
  exportClassMembers,
  getClass,
  listClassMembers,
  listClasses,
  moveClassMembers,
  removeClassMembers,
  setClassCode,
} from '../../core/api/teaching/class-calls';
import type { ClassDetail, ClassMembersQuery } from '../../core/api/teaching-contract';
import { formatDateTime } from '../../core/i18n/format';
import { classT } from '../../core/i18n/zh-cn/admin-classes';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { BulkBar, SelectRow, useRowSelection } from '../../core/ui/admin/bulk-selection';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConfirmDialog } from '../../core/ui/admin/draft-status';
import { ExportButton } from '../../core/ui/admin/export-button';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { ClassRosterPanel } from './class-roster-panel';

type Query = Required<Pick<ClassMembersQuery, 'pageNum' | 'pageSize'>> &
  Omit<ClassMembersQuery, 'pageNum' | 'pageSize'>;
type Confirming = 'archive' | 'regenerate' | 'remove' | 'move' | null;

/** The join code: shown large, 开放加入 / 停止加入, 重新生成 (asked first). */
function CodePanel({
  opened,
  busy,
  onAction,
  onRegenerate,
}: {
  opened: ClassDetail;
  busy: boolean;
  onAction: (action: 'open' | 'close') => void;
  onRegenerate: () => void;
}) {
  return (
    <section className="card code-panel" aria-labelledby="code-heading">
      <h2 className="card-heading" id="code-heading">
        {classT('classes.codeHeading')}
      </h2>
      <p className="join-code-big" data-open={opened.joinOpen}>
        <code>{opened.joinCode}</code>
      </p>
      <p role="status" className={opened.joinOpen ? 'code-state' : 'code-state muted'}>
        {classT(
          opened.archived
            ? 'classes.codeStateArchived'
            : opened.joinOpen
              ? 'classes.codeStateOpen'
              : 'classes.codeStateClosed',
        )}
      </p>
      {opened.archived ? null : <p className="hint">{classT('classes.codeHint')}</p>}
      {opened.archived ? null : (
        <div className="form-actions">
          <button
            type="button"
            className="xnfz-button xnfz-button--plain toggle-code"
            disabled={busy}
            onClick={() => onAction(opened.joinOpen ? 'close' : 'open')}
          >
            {classT(opened.joinOpen ? 'classes.codeClose' : 'classes.codeOpen')}
          </button>
          <button
            type="button"
            className="xnfz-button xnfz-button--plain regenerate-code"
            disabled={busy}
            onClick={onRegenerate}
          >
            {classT('classes.codeRegenerate')}
          </button>
        </div>
      )}
    </section>
  );
}

function Members({ first }: { first: ClassDetail }) {
  const [opened, setOpened] = useState(first);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 20,
    classId: first.id,
  });
  const load = useCallback(() => listClassMembers(query), [query]);
  const result = useAsync(load, [query]);
  const rows = result.state.data?.rows ?? [];
  const selection = useRowSelection(rows.map((row) => row.userId));
  const siblings = useAsync(
    () => listClasses({ courseId: first.courseId, pageNum: 1, pageSize: 100 }),
    [first.courseId],
  );
  const others = (siblings.state.data?.rows ?? []).filter((row) => row.id !== opened.id);
  const [target, setTarget] = useState('');
  const chosenTarget = others.find((row) => String(row.id) === target);

  /** Runs a change, takes the class as it now is, and says what was done (null: `run` says it). */
  async function act(run: () => Promise<ClassDetail | void>, notice: string | null) {
    setBusy(true);
    try {
      const next = await run();
      if (next) setOpened(next);
      if (notice) pushNotice('success', notice);
    } catch {
      // the client has shown the server's reason
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const names = rows
    .filter((row) => selection.selected.has(row.userId))
    .map((row) => row.realName || row.username)
    .join('、');

  return (
    <section className="screen" aria-labelledby="class-members-heading">
      <div className="bar">
        <h1 className="heading" id="class-members-heading">
          {classT('classes.membersHeading', { name: opened.name })}
          {opened.archived ? (
            <>
              {' '}
              <span className="badge badge--muted">{classT('classes.archivedTab')}</span>
            </>
          ) : null}
        </h1>
        <div className="bar-actions">
          <ExportButton
            className="export-class"
            label={classT('classes.export')}
            ariaLabel={`${classT('classes.export')}（.xlsx）：${opened.name}`}
            run={() => exportClassMembers(opened.id)}
          />
          <button
            type="button"
            className="xnfz-button xnfz-button--plain archive-class"
            disabled={busy}
            onClick={() =>
              opened.archived
                ? void act(
                    () => archiveClass(opened.id, false),
                    classT('classes.unarchived', { name: opened.name }),
                  )
                : setConfirming('archive')
            }
          >
            {classT(opened.archived ? 'classes.unarchive' : 'classes.archive')}
          </button>
          <a className="xnfz-button xnfz-button--plain" href={consoleHref('/classes')}>
            {classT('classes.back')}
          </a>
        </div>
      </div>
      <p className="muted">
        {opened.courseTitle} · {opened.term} ·{' '}
        {opened.teachers.map((person) => person.name).join('、')}
      </p>
      {opened.archived ? (
        <p className="card" role="note">
          {classT('classes.archivedNote')}
        </p>
      ) : null}
      <div className="class-panels">
        <CodePanel
          opened={opened}
          busy={busy}
          onAction={(action) =>
            void act(() => setClassCode(opened.id, action), classT('classes.codeChanged'))
          }
          onRegenerate={() => setConfirming('regenerate')}
        />
        {opened.archived ? null : (
          <ClassRosterPanel
            classId={opened.id}
            onAdded={() => {
              result.reload();
              void getClass(opened.id).then(setOpened, () => undefined);
            }}
          />
        )}
      </div>
      <h2 className="list-heading">{classT('classes.memberList')}</h2>
      <ConsoleSearchBar id="class-members-keyword" onSearch={(keyword) => setFilter({ keyword })} />
      {opened.archived ? null : (
        <BulkBar selection={selection}>
          <button
            type="button"
            className="xnfz-button xnfz-button--danger remove-members"
            disabled={selection.selected.size === 0 || busy}
            onClick={() => setConfirming('remove')}
          >
            {classT('classes.removeSelected')}
          </button>
          {others.length ? (
            <>
              <SelectField
                id="class-move-target"
                className="inline-field"
                label={classT('classes.moveTo')}
                value={target}
                options={[
                  ['', classT('classes.chooseTarget')],
                  ...others.map((row) => [String(row.id), `${row.name}（${row.term}）`] as const),
                ]}
                onChange={(event) => setTarget(event.target.value)}
              />
              <button
                type="button"
                className="xnfz-button xnfz-button--plain move-members"
                disabled={selection.selected.size === 0 || busy || !chosenTarget}
                onClick={() => setConfirming('move')}
              >
                {classT('classes.move')}
              </button>
            </>
          ) : (
            <span className="muted">{classT('classes.moveNone')}</span>
          )}
        </BulkBar>
      )}
      {result.state.status === 'ready' && result.state.data.total === 0 && !query.keyword ? (
        <p className="card xnfz-state">{classT('classes.emptyMembers')}</p>
      ) : (
        <ConsoleTable
          result={result}
          area={classT('classes.memberList')}
          columns={[
            ...(opened.archived ? [] : [{ label: classT('classes.select') }]),
            { label: classT('classes.memberName') },
            { label: classT('classes.studentNumber') },
            { label: classT('classes.department') },
            { label: classT('classes.joinedAt') },
            { label: classT('classes.via') },
          ]}
          row={(row) => (
            <tr key={row.userId} data-member={row.username}>
              {opened.archived ? null : (
                <td>
                  <SelectRow
                    id={row.userId}
                    name={row.realName || row.username}
                    selection={selection}
                  />
                </td>
              )}
              <td>
                {row.realName || row.nickname}
                <span className="muted"> {row.username}</span>
              </td>
              <td>{row.studentNumber}</td>
              <td>{row.department}</td>
              <td>{formatDateTime(row.joinedAt)}</td>
              <td>{classT(row.via === 'code' ? 'classes.viaCode' : 'classes.viaTeacher')}</td>
            </tr>
          )}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPage={setPage}
        />
      )}
      {confirming === 'archive' ? (
        <ConfirmDialog
          title={classT('classes.archiveTitle')}
          text={classT('classes.archiveConfirm', { name: opened.name })}
          confirmLabel={classT('classes.archive')}
          confirmClassName="confirm-archive"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void act(
              () => archiveClass(opened.id, true),
              classT('classes.archived', { name: opened.name }),
            )
          }
        />
      ) : null}
      {confirming === 'move' && chosenTarget ? (
        <ConfirmDialog
          title={classT('classes.moveTitle')}
          text={classT('classes.moveConfirm', { names, class: chosenTarget.name })}
          confirmLabel={classT('classes.move')}
          confirmClassName="confirm-move"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void act(
              async () => {
                await moveClassMembers(opened.id, [...selection.selected], chosenTarget.id);
                selection.clear();
                setTarget('');
                result.reload();
                return getClass(opened.id);
              },
              classT('classes.moved', { n: selection.selected.size, class: chosenTarget.name }),
            )
          }
        />
      ) : null}
      {confirming === 'regenerate' ? (
        <ConfirmDialog
          title={classT('classes.codeRegenerateTitle')}
          text={classT('classes.codeRegenerateConfirm', { code: opened.joinCode ?? '' })}
          confirmLabel={classT('classes.codeRegenerate')}
          confirmClassName="confirm-regenerate"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void act(() => setClassCode(opened.id, 'regenerate'), classT('classes.codeChanged'))
          }
        />
      ) : null}
      {confirming === 'remove' ? (
        <ConfirmDialog
          title={classT('classes.removeTitle')}
          text={classT('classes.removeConfirm', { names, class: opened.name })}
          confirmLabel={classT('classes.remove')}
          confirmClassName="confirm-remove"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void act(async () => {
              const { removed } = await removeClassMembers(opened.id, [...selection.selected]);
              selection.clear();
              result.reload();
              pushNotice('success', classT('classes.removed', { n: removed }));
              return getClass(opened.id);
            }, null)
          }
        />
      ) : null}
    </section>
  );
}

/** One class's join code, roster import and students (remove, 分班调整, export, 归档). */
export function ClassMembers({ classId }: { classId: number }) {
  const result = useAsync(() => getClass(classId), [classId]);
  return <AsyncView result={result}>{(opened) => <Members first={opened} />}</AsyncView>;
}
