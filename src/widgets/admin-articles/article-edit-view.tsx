import { lazy, Suspense, useState, type FormEvent } from 'react';
import { getAdminArticle, saveAdminArticle } from '../../core/api/admin/admin-calls';
import type { AdminArticle } from '../../core/api/admin-contract';
import type { ArticleKind } from '../../core/api/contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { CheckboxField, SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { FormError, PublishActions } from '../../core/ui/admin/form-actions';
import { ConflictNotice, type ConflictRow } from '../../core/ui/admin/conflict-panel';
import { errorText, fieldOfServerError, isEditConflict } from '../../core/ui/admin/server-errors';
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
  plainText,
  type ArticleDraft,
  type DraftField,
} from './article-form';
import { KIND_LABELS, KINDS } from './article-kinds';

const RichTextEditor = lazy(() => import('../../core/ui/admin/rich-text-editor'));

interface Conflict {
  latest: AdminArticle | null;
  failed: boolean;
  /** Whether the refused save was a publish. */
  published: boolean;
}

function conflictRows(draft: ArticleDraft, latest: AdminArticle): ConflictRow[] {
  const text = (d: ArticleDraft): [keyof typeof FIELD_LABELS, string][] => [
    ['title', d.title],
    ['kind', adminT(KIND_LABELS[d.kind])],
    ['summary', d.summary],
    ['author', d.author],
    ['source', d.source],
    ['cover', d.cover],
    ['pinned', adminT(d.pinned ? 'conflict.yes' : 'conflict.no')],
    ['publishedAtLocal', d.publishedAtLocal.replace('T', ' ')],
    ['content', plainText(d.content)],
  ];
  const theirs = text(draftOf(latest));
  return text(draft).map(([field, mine], index) => ({
    label: adminT(FIELD_LABELS[field]),
    mine,
    theirs: theirs[index]?.[1] ?? '',
  }));
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
  const portalT = useT();
  const [opened, setOpened] = useState<AdminArticle | null>(article);
  const [draft, setDraft] = useState<ArticleDraft>(() =>
    article ? draftOf(article) : emptyDraft(),
  );
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const ids = 'article';

  const set = <K extends keyof ArticleDraft>(field: K, value: ArticleDraft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));

  async function loadLatest(published: boolean) {
    if (!opened) return;
    setConflict({ latest: null, failed: false, published });
    try {
      const latest = await getAdminArticle(opened.id);
      setConflict({ latest, failed: false, published });
    } catch {
      setConflict({ latest: null, failed: true, published });
    }
  }

  async function save(published: boolean, against: AdminArticle | null = opened) {
    const found = checkDraft(draft);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      setFormError(t('form.fixErrors'));
      const [name, index] = first.split('.');
      const target = name === 'attachments' ? `${ids}-attachment-name-${index}` : `${ids}-${first}`;
      container?.getElementById(target)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAdminArticle(
        bodyOf(draft, published, against ? { id: against.id, version: against.version } : null),
      );
      setOpened(saved);
      setConflict(null);
      setDraft(draftOf(saved));
      pushNotice(
        'success',
        opened ? t('form.saved') : t('articles.createdNotice', { title: saved.title }),
      );
      if (!opened) consoleNavigate('/articles/edit', { id: saved.id }, { replace: true });
    } catch (error) {
      if (isEditConflict(error)) {
        await loadLatest(published);
        return;
      }
      const field = fieldOfServerError(error);
      const draftField = field ? draftFieldOf(field) : null;
      const message = errorText(error, portalT('state.networkError'));
      if (draftField) {
        setErrors({ [draftField]: message });
        container?.getElementById(`${ids}-${draftField}`)?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void save(submitter?.getAttribute('data-publish') === 'true');
  }

  const text = (field: 'title' | 'author' | 'source' | 'cover', max: number, hint?: string) => (
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

  const status = opened
    ? opened.published
      ? t('articles.status.published')
      : t('articles.status.draft')
    : null;

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <div className="bar">
        <h1 className="heading" id={`${ids}-heading`}>
          {opened ? t('articles.editHeading') : t('articles.newHeading')}
          {status ? <span className="badge badge--muted"> {status}</span> : null}
        </h1>
        <a className="xnfz-button xnfz-button--plain" href={consoleHref('/articles')}>
          {t('form.back')}
        </a>
      </div>
      {conflict ? (
        <ConflictNotice
          latest={conflict.latest}
          failed={conflict.failed}
          onRetry={() => void loadLatest(conflict.published)}
          theirsHeading={(latest) =>
            t('conflict.theirs', {
              by: latest.author || t('conflict.theirsPlain'),
              time: formatDateTime(latest.updatedAt),
            })
          }
          rows={(latest) => conflictRows(draft, latest)}
          busy={busy}
          onKeepMine={(latest) => void save(conflict.published, latest)}
          onTakeTheirs={(latest) => {
            setOpened(latest);
            setDraft(draftOf(latest));
            setEditorKey((n) => n + 1);
            setConflict(null);
          }}
        />
      ) : null}
      <form className="card" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
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
          <div className="wide">{text('cover', ADMIN_LIMITS.url, t('articles.coverHint'))}</div>
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
        </div>
        <div className="field">
          <span className="label" id={`${ids}-content-label`}>
            {t('articles.content')}
          </span>
          <Suspense fallback={<p role="status">{t('editor.loading')}</p>}>
            <RichTextEditor
              key={editorKey}
              id={`${ids}-content`}
              labelledBy={`${ids}-content-label`}
              value={draft.content}
              invalid={Boolean(errors.content)}
              describedBy={errors.content ? `${ids}-content-error` : undefined}
              onChange={(html) => set('content', html)}
            />
          </Suspense>
          {errors.content ? (
            <span id={`${ids}-content-error`} className="field-error" role="alert">
              {errors.content}
            </span>
          ) : null}
        </div>
        <fieldset className="attachment-list">
          <legend>{t('articles.attachments')}</legend>
          {draft.attachments.map((item, index) => (
            <div className="attachment" key={index}>
              <FormField
                id={`${ids}-attachment-name-${index}`}
                label={`${t('articles.attachmentName')} ${index + 1}`}
                value={item.name}
                maxLength={ADMIN_LIMITS.attachmentName}
                error={errors[`attachments.${index}`] ?? null}
                onChange={(event) =>
                  set(
                    'attachments',
                    draft.attachments.map((a, i) =>
                      i === index ? { ...a, name: event.target.value } : a,
                    ),
                  )
                }
              />
              <FormField
                id={`${ids}-attachment-url-${index}`}
                label={`${t('articles.attachmentUrl')} ${index + 1}`}
                value={item.url}
                onChange={(event) =>
                  set(
                    'attachments',
                    draft.attachments.map((a, i) =>
                      i === index ? { ...a, url: event.target.value.trim() } : a,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="xnfz-button xnfz-button--danger"
                onClick={() =>
                  set(
                    'attachments',
                    draft.attachments.filter((_, i) => i !== index),
                  )
                }
              >
                {t('articles.removeAttachment', { name: item.name || String(index + 1) })}
              </button>
            </div>
          ))}
          {draft.attachments.length < ADMIN_LIMITS.attachments ? (
            <div>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain"
                onClick={() =>
                  set('attachments', [...draft.attachments, { name: '', url: '', size: 0 }])
                }
              >
                {t('articles.addAttachment')}
              </button>
            </div>
          ) : null}
        </fieldset>
        <FormError message={formError} />
        <PublishActions
          busy={busy}
          saveDraft={t('articles.saveDraft')}
          savePublish={t('articles.savePublish')}
          preview={preview}
          previewId={`${ids}-preview`}
          previewLabel={preview ? t('articles.closePreview') : t('articles.preview')}
          onTogglePreview={() => setPreview(!preview)}
        />
      </form>
      {preview ? <ArticlePreview id={`${ids}-preview`} draft={draft} /> : null}
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
