import { useState, type ReactNode } from 'react';
import type { ArticleStatus } from '../../api/admin-contract';
import { adminT, useAdminT } from '../../i18n/admin-translate';
import { ConsoleDialog } from './console-dialog';

/** The live status of published content: 已发布, 定时发布 (articles) or 草稿 (not published). */
export type LiveStatus = ArticleStatus;

/**
 * The console's name of a live status, with （有未发布的修改） while a working copy waits.
 * @example
 * liveStatusText('published', true); // '已发布（有未发布的修改）'
 */
export function liveStatusText(status: LiveStatus, hasDraft: boolean): string {
  const text = adminT(`draft.status.${status}`);
  return hasDraft && status !== 'draft' ? adminT('draft.status.changed', { status: text }) : text;
}

const BADGE: Record<LiveStatus, string> = {
  published: 'badge badge--ok',
  scheduled: 'badge badge--warn',
  draft: 'badge badge--muted',
};

/**
 * The status badge of an article, course or resource in a list or an editor's heading
 * (`data-status`, and `data-has-draft` while a working copy waits).
 * @example
 * <LiveStatusBadge status={row.status} hasDraft={row.hasDraft} />
 */
export function LiveStatusBadge({ status, hasDraft }: { status: LiveStatus; hasDraft: boolean }) {
  return (
    <span
      className={`${BADGE[status]} live-status`}
      data-status={status}
      data-has-draft={hasDraft && status !== 'draft' ? 'true' : undefined}
    >
      {liveStatusText(status, hasDraft)}
    </span>
  );
}

/**
 * Under a list row's live title: the title its working copy will publish, when it differs (a
 * console search matches either).
 * @example
 * <DraftTitle title={row.draftTitle} />
 */
export function DraftTitle({ title }: { title: string | null }) {
  const t = useAdminT();
  if (title === null) return null;
  return <span className="muted block draft-title">{t('draft.pendingTitle', { title })}</span>;
}

/** The live status of content that is either published or not (courses, resources). */
export function publishedStatus(published: boolean): LiveStatus {
  return published ? 'published' : 'draft';
}

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirm button's class (what tests and styles find it by). */
  confirmClassName: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A confirmation of an action that changes what visitors see (撤回发布, 放弃修改): 取消 first (it gets
 * the focus), then the action as the danger button.
 * @example
 * <ConfirmDialog title="撤回发布" text="确定撤回发布吗？" confirmLabel="撤回发布"
 *   confirmClassName="confirm-withdraw" onCancel={close} onConfirm={withdraw} />
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  confirmClassName,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useAdminT();
  return (
    <ConsoleDialog
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className={`xnfz-button xnfz-button--danger ${confirmClassName}`}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </ConsoleDialog>
  );
}

/**
 * The confirmation of 撤回发布: the item goes offline (visitors get 资源不存在) until published again.
 * @example
 * {withdrawing ? <WithdrawDialog title={row.title} onCancel={close} onConfirm={withdraw} /> : null}
 */
export function WithdrawDialog({
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminT();
  return (
    <ConfirmDialog
      title={t('draft.withdrawTitle')}
      text={t('draft.withdrawConfirm', { title })}
      confirmLabel={t('draft.withdraw')}
      confirmClassName="confirm-withdraw"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/**
 * 放弃修改 of an editor: the button (while a working copy waits) and its confirmation, which drops
 * the working copy (the live version stays). The button goes with the form's actions, the dialog
 * after the form.
 * @example
 * const discard = useDiscardDraft({ title: opened?.title, hasDraft: opened?.hasDraft, busy, onDiscard: editor.discard });
 * <PublishActions …>{discard.button}</PublishActions> … {discard.dialog}
 */
export function useDiscardDraft({
  title,
  hasDraft,
  busy,
  onDiscard,
}: {
  title: string | undefined;
  hasDraft: boolean | undefined;
  busy: boolean;
  onDiscard: () => unknown;
}): { button: ReactNode; dialog: ReactNode } {
  const t = useAdminT();
  const [discarding, setDiscarding] = useState(false);
  const shown = Boolean(hasDraft) && title !== undefined;
  return {
    button: shown ? (
      <button
        type="button"
        className="xnfz-button xnfz-button--plain discard-draft"
        disabled={busy}
        onClick={() => setDiscarding(true)}
      >
        {t('draft.discard')}
      </button>
    ) : null,
    dialog:
      discarding && title !== undefined ? (
        <ConfirmDialog
          title={t('draft.discardTitle')}
          text={t('draft.discardConfirm', { title })}
          confirmLabel={t('draft.discard')}
          confirmClassName="confirm-discard"
          busy={busy}
          onCancel={() => setDiscarding(false)}
          onConfirm={() => {
            setDiscarding(false);
            void onDiscard();
          }}
        />
      ) : null,
  };
}
