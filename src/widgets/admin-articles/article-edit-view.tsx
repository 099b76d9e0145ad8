import { useState } from 'react';
import {
  discardAdminArticleDraft,
  getAdminArticle,
  restoreAdminArticle,
  saveAdminArticle,
} from '../../core/api/admin/admin-calls';
import type { AdminArticle } from '../../core/api/admin-contract';
import type { ArticleKind } from '../../core/api/contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { AttachmentRow } from '../../core/ui/admin/attachment-row';
import { CheckboxField, SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import {
  ConflictNotice,
  conflictRowsOf,
  savedVersionHeading,
  type ConflictRow,
} from '../../core/ui/admin/conflict-panel';
import { changedAt, removedAt } from '../../core/ui/admin/draft-fields';
import { useDiscardDraft, LiveStatusBadge } from '../../core/ui/admin/draft-status';
import { MediaField } from '../../core/ui/admin/media-field';
import { EditorBar } from '../../core/ui/admin/screen-bar';
import { FormError, PublishActions } from '../../core/ui/admin/form-actions';
import { RichTextField } from '../../core/ui/admin/rich-text-field';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { useHistoryToggle, VersionHistory } from '../../core/ui/admin/version-history';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import { ArticlePreview } from './article-preview';
import {
  FIELD_LABELS,
  bodyOf,
  checkDraft,
  draftFieldOf,
  draftOf,
  emptyDraft,
  type ArticleDraft,
} from './article-form';
import { plainTextOf } from '../../core/ui/admin/rich-text-plain';
import { KIND_LABELS, KINDS } from './article-kinds';

/** An article's fields as text, side by side in the conflict panel and in 历史版本. */
function fieldRows(d: ArticleDraft): [string, string][] {
  const label = (field: keyof typeof FIELD_LABELS) => adminT(FIELD_LABELS[field]);
  return [
    [label('title'), d.title],
    [label('kind'), adminT(KIND_LABELS[d.kind])],
    [label('summary'), d.summary],
    [label('author'), d.author],
    [label('source'), d.source],
    [label('cover'), d.cover],
    [label('pinned'), adminT(d.pinned ? 'conflict.yes' : 'conflict.no')],
    [label('pinnedUntilLocal'), d.pinned ? d.pinnedUntilLocal.replace('T', ' ') : ''],
    [label('publishedAtLocal'), d.publishedAtLocal.replace('T', ' ')],
    [label('content'), plainTextOf(d.content)],
    [
      adminT('articles.attachments'),
      d.attachments.map((item) => `${item.name}（${item.url}）`).join('\n'),
    ],
  ];
}

function conflictRows(draft: ArticleDraft, latest: AdminArticle): ConflictRow[] {
  return conflictRowsOf(fieldRows, draft, draftOf(latest));
}

/** The form of one article; `article` is what was opened (null: a new article). */
function ArticleForm({
  article,
  container,
}: {
  article: AdminArticle | null;
  container?: ShadowRoot;
}) {
  const t = useAdminT();
  const ids = 'article';
  const editor = useDraftEditor({
    record: article,
    empty: emptyDraft,
    draftOf,
    check: checkDraft,
    fieldOf: draftFieldOf,
    load: getAdminArticle,
    write: (draft, published, against) => saveAdminArticle(bodyOf(draft, published, against)),
    createdNotice: (saved) => t('articles.createdNotice', { title: saved.title }),
    savedNotice: (saved, published) =>
      saved.hasDraft
        ? t('draft.savedDraft')
        : published && saved.published
          ? t('draft.published', { title: saved.title })
          : t('form.saved'),
    discard: (opened) => discardAdminArticleDraft(opened.id, opened.version),
    editPath: '/articles/edit',
    ids,
    container,
    elementOf: (field) => field.replace(/^attachments\./, 'attachment-name-'),
  });
  const { opened, draft, set, errors, busy } = editor;
  const discard = useDiscardDraft({
    title: opened?.title,
    hasDraft: opened?.hasDraft,
    busy,
    onDiscard: editor.discard,
  });
  const [preview, setPreview] = useState(false);
  const history = useHistoryToggle(`${ids}-history`);
  const attachments = draft.attachments;
  /** In the recycle bin: nothing is saved until it is restored (the server refuses it too). */
  const inBin = opened?.deletedAt ? opened : null;

  async function restore(article: AdminArticle) {
    editor.setBusy(true);
    try {
      await restoreAdminArticle(article.id);
      editor.setOpened(await getAdminArticle(article.id));
      pushNotice('success', t('articles.restored', { title: article.title }));
    } catch (error) {
      editor.showError(error);
    } finally {
      editor.setBusy(false);
    }
  }
  /** Published: 保存草稿 keeps a working copy beside the live version, 发布更新 replaces it. */
  const live = opened?.published ?? false;

  const text = (field: 'title' | 'author' | 'source', max: number, hint?: string) => (
    <FormField
      id={`${ids}-${field}`}
      label={t(FIELD_LABELS[field])}
      value={draft[field]}
      maxLength={max}
      hint={hint}
      error={errors[field] ?? null}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  const status = opened?.deletedAt ? (
    <span className="badge badge--warn live-status" data-status="in-bin">
      {t('articles.inBinBadge')}
    </span>
  ) : opened ? (
    <LiveStatusBadge status={opened.status} hasDraft={opened.hasDraft} />
  ) : null;

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <EditorBar
        ids={ids}
        heading={opened ? t('articles.editHeading') : t('articles.newHeading')}
        status={status}
        backHref={consoleHref('/articles')}
      >
        {opened ? history.button : null}
      </EditorBar>
      {opened && history.open ? (
        <VersionHistory
          id={`${ids}-history`}
          entity="article"
          itemId={String(opened.id)}
          version={opened.version}
          fieldRows={(fields) => fieldRows(draftOf(fields))}
          restoreHint={t(opened.published ? 'history.restoreAsDraft' : 'history.restoreInPlace')}
          onRestored={async () => editor.reopen(await getAdminArticle(opened.id))}
        />
      ) : null}
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={savedVersionHeading}
          rows={(latest) => conflictRows(draft, latest)}
        />
      ) : null}
      {inBin ? (
        <div className="card in-bin" role="note">
          <p>
            {t('articles.inBinNotice', {
              purgeAt: inBin.purgeAt ? formatDateTime(inBin.purgeAt) : '',
            })}
          </p>
          <button
            type="button"
            className="xnfz-button restore-opened"
            disabled={busy}
            onClick={() => void restore(inBin)}
          >
            {t('articles.restore')}
          </button>
        </div>
      ) : null}
      {opened?.hasDraft ? (
        <p className="card draft-pending" role="note">
          {t('draft.pendingHint')}
        </p>
      ) : null}
      <form
        className="card"
        onSubmit={editor.submitPublish}
        noValidate
        aria-labelledby={`${ids}-heading`}
      >
        <div className="form-grid">
          <SelectField
            id={`${ids}-kind`}
            label={t('articles.kind')}
            value={draft.kind}
            options={KINDS.map((kind) => [kind, t(KIND_LABELS[kind])] as const)}
            onChange={(event) => set('kind', event.target.value as ArticleKind)}
          />
          <FormField
            id={`${ids}-publishedAtLocal`}
            label={t('articles.publishedAt')}
            type="datetime-local"
            value={draft.publishedAtLocal}
            hint={t('articles.publishedAtHint')}
            error={errors.publishedAtLocal ?? null}
            onChange={(event) => set('publishedAtLocal', event.target.value)}
          />
          <div className="wide">{text('title', ADMIN_LIMITS.articleTitle)}</div>
          {text('author', ADMIN_LIMITS.articleAuthor)}
          {text('source', ADMIN_LIMITS.articleSource)}
          <div className="wide">
            <MediaField
              id={`${ids}-cover`}
              kind="image"
              label={t(FIELD_LABELS.cover)}
              value={draft.cover}
              hint={t('articles.coverHint')}
              error={errors.cover ?? null}
              onChange={(url) => set('cover', url)}
            />
          </div>
          <TextAreaField
            id={`${ids}-summary`}
            className="wide"
            label={t('articles.summary')}
            value={draft.summary}
            rows={3}
            maxLength={ADMIN_LIMITS.articleSummary}
            error={errors.summary ?? null}
            onChange={(event) => set('summary', event.target.value)}
          />
          <CheckboxField
            id={`${ids}-pinned`}
            className="wide"
            label={t('articles.pinned')}
            checked={draft.pinned}
            onChange={(checked) => set('pinned', checked)}
          />
          {draft.pinned ? (
            <FormField
              id={`${ids}-pinnedUntilLocal`}
              label={t('articles.pinnedUntil')}
              type="datetime-local"
              value={draft.pinnedUntilLocal}
              hint={t('articles.pinnedUntilHint')}
              error={errors.pinnedUntilLocal ?? null}
              onChange={(event) => set('pinnedUntilLocal', event.target.value)}
            />
          ) : null}
        </div>
        <RichTextField
          id={`${ids}-content`}
          label={t('articles.content')}
          value={draft.content}
          error={errors.content}
          editorKey={editor.editorKey}
          onChange={(html) => set('content', html)}
        />
        <fieldset className="attachment-list">
          <legend>{t('articles.attachments')}</legend>
          {attachments.map((item, index) => (
            <AttachmentRow
              key={index}
              nameId={`${ids}-attachment-name-${index}`}
              nameLabel={t('articles.attachmentName')}
              index={index}
              item={item}
              error={errors[`attachments.${index}`]}
              removeLabel={t('articles.removeAttachment', {
                name: item.name || String(index + 1),
              })}
              onRename={(name) => set('attachments', changedAt(attachments, index, { name }))}
              onRemove={() => set('attachments', removedAt(attachments, index))}
            >
              <FormField
                id={`${ids}-attachment-url-${index}`}
                label={`${t('articles.attachmentUrl')} ${index + 1}`}
                value={item.url}
                onChange={(event) =>
                  set(
                    'attachments',
                    changedAt(attachments, index, { url: event.target.value.trim() }),
                  )
                }
              />
            </AttachmentRow>
          ))}
          {attachments.length < ADMIN_LIMITS.attachments ? (
            <div>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain"
                onClick={() => set('attachments', [...attachments, { name: '', url: '', size: 0 }])}
              >
                {t('articles.addAttachment')}
              </button>
            </div>
          ) : null}
        </fieldset>
        <FormError message={editor.formError} />
        <PublishActions
          busy={busy || inBin !== null}
          saveDraft={t('draft.saveDraft')}
          savePublish={t(live ? 'draft.publishUpdate' : 'draft.savePublish')}
          note={live ? t('draft.liveHint') : null}
          preview={preview}
          previewId={`${ids}-preview`}
          previewLabel={preview ? t('articles.closePreview') : t('articles.preview')}
          onTogglePreview={() => setPreview(!preview)}
        >
          {discard.button}
        </PublishActions>
      </form>
      {preview ? <ArticlePreview id={`${ids}-preview`} draft={draft} /> : null}
      {discard.dialog}
    </section>
  );
}

/** The edit screen: loads the article (or starts a new one) and shows its form. */
export function ArticleEditView({
  articleId,
  container,
}: {
  articleId: number | null;
  container?: ShadowRoot;
}) {
  const result = useAsync(
    () => (articleId ? getAdminArticle(articleId) : Promise.resolve(null)),
    [articleId],
  );
  return (
    <AsyncView result={result}>
      {(article) => <ArticleForm article={article} container={container} />}
    </AsyncView>
  );
}
