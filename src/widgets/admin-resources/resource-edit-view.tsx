import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { AdminCategory, AdminResource } from '../../core/api/admin-contract';
import type { MediaType, ResourceKind } from '../../core/api/contract';
import {
  getAdminResource,
  getCategoryTree,
  saveAdminResource,
} from '../../core/api/admin/registry-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { useT } from '../../core/i18n/translate';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { FormError, PublishActions } from '../../core/ui/admin/form-actions';
import { ConflictNotice } from '../../core/ui/admin/conflict-panel';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { MediaField } from '../../core/ui/admin/media-field';
import { MediaPicker } from '../../core/ui/admin/media-picker';
import { errorText, fieldOfServerError, isEditConflict } from '../../core/ui/admin/server-errors';
import { AsyncView } from '../../core/ui/async-view';
import { ContentAttachments } from '../../core/ui/content-attachments';
import { FormField } from '../../core/ui/form-field';
import { RichText } from '../../core/ui/rich-text';
import { useAsync } from '../../core/ui/use-async';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import {
  categoryOptions,
  checkResource,
  emptyResource,
  MEDIA_TYPES,
  RESOURCE_KINDS,
  RESOURCE_LIMITS,
  resourceBodyOf,
  resourceConflictRows,
  resourceDraftOf,
  resourceFieldOf,
  type ResourceDraft,
  type ResourceField,
} from './resource-form';

const RichTextEditor = lazy(() => import('../../core/ui/admin/rich-text-editor'));

interface Conflict {
  latest: AdminResource | null;
  failed: boolean;
  published: boolean;
}

function findName(tree: readonly AdminCategory[], id: number | null): string | null {
  for (const category of tree) {
    if (category.id === id) return category.name;
    const inner = findName(category.children, id);
    if (inner) return inner;
  }
  return null;
}

/** How the resource will look on the portal's 资源详情 screen. */
function ResourcePreview({ draft }: { draft: ResourceDraft }) {
  return (
    <section id="resource-preview" className="card preview" aria-labelledby="resource-preview-h">
      <h2 className="preview-heading" id="resource-preview-h">
        {registryT('resources.previewHeading')}
      </h2>
      <article className="detail">
        <h3 className="title">{draft.title}</h3>
        {draft.cover ? <img className="preview-cover" src={draft.cover} alt="" /> : null}
        {draft.summary ? <p className="meta">{draft.summary}</p> : null}
        {draft.mediaType === 'video' && draft.videoUrl ? (
          <video className="preview-video" src={draft.videoUrl} controls preload="metadata" />
        ) : null}
        <RichText html={draft.content} />
        <ContentAttachments attachments={draft.attachments.filter((item) => item.url)} />
      </article>
    </section>
  );
}

function ResourceForm({
  resource,
  kind,
  tree,
  container,
}: {
  resource: AdminResource | null;
  kind: ResourceKind;
  tree: AdminCategory[];
  container?: ShadowRoot;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [opened, setOpened] = useState<AdminResource | null>(resource);
  const [draft, setDraft] = useState<ResourceDraft>(() =>
    resource ? resourceDraftOf(resource) : emptyResource(kind),
  );
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<ResourceField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [picking, setPicking] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const ids = 'resource';
  const treeOf = useAsync(() => getCategoryTree(draft.kind), [draft.kind]);
  const categories =
    treeOf.state.status === 'ready' ? treeOf.state.data : draft.kind === kind ? tree : [];

  const set = <K extends keyof ResourceDraft>(field: K, value: ResourceDraft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const focus = (field: string) => container?.getElementById(`${ids}-${field}`)?.focus();

  async function loadLatest(published: boolean) {
    if (!opened) return;
    setConflict({ latest: null, failed: false, published });
    try {
      setConflict({ latest: await getAdminResource(opened.id), failed: false, published });
    } catch {
      setConflict({ latest: null, failed: true, published });
    }
  }

  async function save(published: boolean, against: AdminResource | null = opened) {
    const found = checkResource(draft);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      setFormError(t('form.fixErrors'));
      focus(first.replace('.', '-name-'));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAdminResource(
        resourceBodyOf(
          draft,
          published,
          against ? { id: against.id, version: against.version } : null,
        ),
      );
      setOpened(saved);
      setConflict(null);
      setDraft(resourceDraftOf(saved));
      pushNotice(
        'success',
        opened ? t('form.saved') : registryT('resources.created', { title: saved.title }),
      );
      if (!opened) consoleNavigate('/resources/edit', { id: saved.id }, { replace: true });
    } catch (error) {
      if (isEditConflict(error)) {
        await loadLatest(published);
        return;
      }
      const server = fieldOfServerError(error);
      const field = server ? resourceFieldOf(server) : null;
      const message = errorText(error, portalT('state.networkError'));
      if (field) {
        setErrors({ [field]: message });
        focus(field.replace('.', '-name-'));
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

  const categoryName = (id: number | null) =>
    findName(categories, id) ?? registryT('resources.noCategory');
  const status = opened
    ? registryT(opened.published ? 'resources.status.published' : 'resources.status.draft')
    : null;

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <div className="bar">
        <h1 className="heading" id={`${ids}-heading`}>
          {registryT(opened ? 'resources.editHeading' : 'resources.newHeading')}
          {status ? <span className="badge badge--muted"> {status}</span> : null}
        </h1>
        <a className="xnfz-button xnfz-button--plain" href={consoleHref('/resources')}>
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
              by: t('conflict.theirsPlain'),
              time: formatDateTime(latest.updatedAt),
            })
          }
          rows={(latest) => resourceConflictRows(draft, latest, categoryName)}
          busy={busy}
          onKeepMine={(latest) => void save(conflict.published, latest)}
          onTakeTheirs={(latest) => {
            setOpened(latest);
            setDraft(resourceDraftOf(latest));
            setEditorKey((n) => n + 1);
            setConflict(null);
          }}
        />
      ) : null}
      <form className="card" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
        <div className="form-grid">
          <SelectField
            id={`${ids}-kind`}
            label={registryT('resources.kind')}
            value={draft.kind}
            options={RESOURCE_KINDS.map((value) => [value, registryT(`resources.kind.${value}`)])}
            onChange={(event) =>
              setDraft((previous) => ({
                ...previous,
                kind: event.target.value as ResourceKind,
                categoryId: null,
              }))
            }
          />
          <SelectField
            id={`${ids}-categoryId`}
            label={registryT('resources.category')}
            value={draft.categoryId ? String(draft.categoryId) : ''}
            error={errors.categoryId ?? null}
            options={[['', registryT('resources.noCategory')], ...categoryOptions(categories)]}
            onChange={(event) => set('categoryId', Number(event.target.value) || null)}
          />
          <div className="wide">
            <FormField
              id={`${ids}-title`}
              label={registryT('resources.title')}
              value={draft.title}
              maxLength={RESOURCE_LIMITS.title}
              error={errors.title ?? null}
              onChange={(event) => set('title', event.target.value)}
            />
          </div>
          <div className="wide">
            <MediaField
              id={`${ids}-cover`}
              label={registryT('resources.cover')}
              kind="image"
              value={draft.cover}
              hint={registryT('resources.coverHint')}
              error={errors.cover ?? null}
              onChange={(url) => set('cover', url)}
            />
          </div>
          <TextAreaField
            id={`${ids}-summary`}
            className="wide"
            label={registryT('resources.summary')}
            value={draft.summary}
            rows={3}
            maxLength={RESOURCE_LIMITS.summary}
            error={errors.summary ?? null}
            onChange={(event) => set('summary', event.target.value)}
          />
          <SelectField
            id={`${ids}-mediaType`}
            label={registryT('resources.mediaType')}
            value={draft.mediaType}
            options={MEDIA_TYPES.map((value) => [value, registryT(`resources.mediaType.${value}`)])}
            onChange={(event) => set('mediaType', event.target.value as MediaType)}
          />
          {draft.mediaType === 'video' || draft.videoUrl ? (
            <div className="wide">
              <MediaField
                id={`${ids}-videoUrl`}
                label={registryT('resources.videoUrl')}
                kind="video"
                value={draft.videoUrl}
                error={errors.videoUrl ?? null}
                onChange={(url) => set('videoUrl', url)}
              />
            </div>
          ) : null}
        </div>
        <div className="field">
          {/* a heading: the body's own h3 headings then follow in order */}
          <h2 className="label content-label" id={`${ids}-content-label`}>
            {registryT('resources.content')}
          </h2>
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
          <legend>{registryT('resources.attachments')}</legend>
          {draft.attachments.map((item, index) => (
            <div className="attachment" key={`${item.url}-${index}`}>
              <FormField
                id={`${ids}-attachments-name-${index}`}
                label={`${registryT('resources.attachmentName')} ${index + 1}`}
                value={item.name}
                maxLength={ADMIN_LIMITS.attachmentName}
                error={errors[`attachments.${index}`] ?? null}
                hint={item.url}
                onChange={(event) =>
                  set(
                    'attachments',
                    draft.attachments.map((a, i) =>
                      i === index ? { ...a, name: event.target.value } : a,
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
                {registryT('resources.removeAttachment', {
                  name: item.name || String(index + 1),
                })}
              </button>
            </div>
          ))}
          {draft.attachments.length < ADMIN_LIMITS.attachments ? (
            <div>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain add-attachment"
                aria-haspopup="dialog"
                onClick={() => setPicking(true)}
              >
                {registryT('resources.addAttachment')}
              </button>
            </div>
          ) : null}
        </fieldset>
        <FormError message={formError} />
        <PublishActions
          busy={busy}
          saveDraft={registryT('resources.saveDraft')}
          savePublish={registryT('resources.savePublish')}
          preview={preview}
          previewId={`${ids}-preview`}
          previewLabel={registryT(preview ? 'resources.closePreview' : 'resources.preview')}
          previewClassName="toggle-preview"
          onTogglePreview={() => setPreview(!preview)}
        />
      </form>
      {picking ? (
        <MediaPicker
          kinds={['document', 'image', 'video']}
          onCancel={() => setPicking(false)}
          onPick={(row) => {
            setPicking(false);
            set('attachments', [
              ...draft.attachments,
              { name: row.originalName, url: row.url, size: row.size },
            ]);
          }}
        />
      ) : null}
      {preview ? <ResourcePreview draft={draft} /> : null}
    </section>
  );
}

/** The edit screen: loads the resource (or starts a new one of `kind`) and its category tree. */
export function ResourceEditView({
  resourceId,
  kind,
  container,
}: {
  resourceId: number | null;
  kind: ResourceKind;
  container?: ShadowRoot;
}) {
  const result = useAsync(async () => {
    const resource = resourceId ? await getAdminResource(resourceId) : null;
    const tree = await getCategoryTree(resource?.kind ?? kind);
    return { resource, tree };
  }, [resourceId, kind]);
  return (
    <AsyncView result={result}>
      {({ resource, tree }) => (
        <ResourceForm
          resource={resource}
          kind={resource?.kind ?? kind}
          tree={tree}
          container={container}
        />
      )}
    </AsyncView>
  );
}
