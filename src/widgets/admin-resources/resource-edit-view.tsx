import { useState } from 'react';
import type { AdminCategory, AdminResource } from '../../core/api/admin-contract';
import type { MediaType, ResourceKind } from '../../core/api/contract';
import {
  discardAdminResourceDraft,
  getAdminResource,
  getCategoryTree,
  saveAdminResource,
} from '../../core/api/admin/registry-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { consoleHref } from '../../core/router/console-router';
import { AttachmentRow } from '../../core/ui/admin/attachment-row';
import { ConflictNotice, savedVersionHeading } from '../../core/ui/admin/conflict-panel';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { changedAt, removedAt } from '../../core/ui/admin/draft-fields';
import {
  useDiscardDraft,
  LiveStatusBadge,
  publishedStatus,
} from '../../core/ui/admin/draft-status';
import { EditorBar } from '../../core/ui/admin/screen-bar';
import { FormError, PublishActions } from '../../core/ui/admin/form-actions';
import { MediaField } from '../../core/ui/admin/media-field';
import { MediaPicker } from '../../core/ui/admin/media-picker';
import { RichTextField } from '../../core/ui/admin/rich-text-field';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
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
} from './resource-form';

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
  const ids = 'resource';
  const editor = useDraftEditor({
    record: resource,
    empty: () => emptyResource(kind),
    draftOf: resourceDraftOf,
    check: checkResource,
    fieldOf: resourceFieldOf,
    load: getAdminResource,
    write: (draft, published, against) =>
      saveAdminResource(resourceBodyOf(draft, published, against)),
    createdNotice: (saved) => registryT('resources.created', { title: saved.title }),
    savedNotice: (saved, published) =>
      saved.hasDraft
        ? t('draft.savedDraft')
        : published && saved.published
          ? t('draft.published', { title: saved.title })
          : t('form.saved'),
    discard: (opened) => discardAdminResourceDraft(opened.id, opened.version),
    editPath: '/resources/edit',
    ids,
    container,
    elementOf: (field) => field.replace('.', '-name-'),
  });
  const { opened, draft, setDraft, set, errors, busy } = editor;
  const discard = useDiscardDraft({
    title: opened?.title,
    hasDraft: opened?.hasDraft,
    busy,
    onDiscard: editor.discard,
  });
  const [preview, setPreview] = useState(false);
  const [picking, setPicking] = useState(false);
  /** Published: 保存草稿 keeps a working copy beside the live version, 发布更新 replaces it. */
  const live = opened?.published ?? false;
  const attachments = draft.attachments;
  const treeOf = useAsync(() => getCategoryTree(draft.kind), [draft.kind]);
  const categories =
    treeOf.state.status === 'ready' ? treeOf.state.data : draft.kind === kind ? tree : [];

  const categoryName = (id: number | null) =>
    findName(categories, id) ?? registryT('resources.noCategory');
  const status = opened ? (
    <LiveStatusBadge status={publishedStatus(opened.published)} hasDraft={opened.hasDraft} />
  ) : null;

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <EditorBar
        ids={ids}
        heading={registryT(opened ? 'resources.editHeading' : 'resources.newHeading')}
        status={status}
        backHref={consoleHref('/resources')}
      />
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={savedVersionHeading}
          rows={(latest) => resourceConflictRows(draft, latest, categoryName)}
        />
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
        <RichTextField
          id={`${ids}-content`}
          label={registryT('resources.content')}
          heading
          value={draft.content}
          error={errors.content}
          editorKey={editor.editorKey}
          onChange={(html) => set('content', html)}
        />
        <fieldset className="attachment-list">
          <legend>{registryT('resources.attachments')}</legend>
          {attachments.map((item, index) => (
            <AttachmentRow
              key={`${item.url}-${index}`}
              nameId={`${ids}-attachments-name-${index}`}
              nameLabel={registryT('resources.attachmentName')}
              index={index}
              item={item}
              error={errors[`attachments.${index}`]}
              hint={item.url}
              removeLabel={registryT('resources.removeAttachment', {
                name: item.name || String(index + 1),
              })}
              onRename={(name) => set('attachments', changedAt(attachments, index, { name }))}
              onRemove={() => set('attachments', removedAt(attachments, index))}
            />
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
        <FormError message={editor.formError} />
        <PublishActions
          busy={busy}
          saveDraft={t('draft.saveDraft')}
          savePublish={t(live ? 'draft.publishUpdate' : 'draft.savePublish')}
          note={live ? t('draft.liveHint') : null}
          preview={preview}
          previewId={`${ids}-preview`}
          previewLabel={registryT(preview ? 'resources.closePreview' : 'resources.preview')}
          previewClassName="toggle-preview"
          onTogglePreview={() => setPreview(!preview)}
        >
          {discard.button}
        </PublishActions>
      </form>
      {discard.dialog}
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
