import { useState, type FormEvent } from 'react';
import type { AdminBanner, AdminBannerStatus } from '../../core/api/admin-contract';
import {
  deleteAdminBanner,
  listAdminBanners,
  orderAdminBanners,
  saveAdminBanner,
} from '../../core/api/admin/registry-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog, DeleteDialogActions } from '../../core/ui/admin/console-dialog';
import { CheckboxField } from '../../core/ui/admin/console-fields';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { isoToLocalInput, localInputToIso } from '../../core/ui/admin/date-input';
import { problemTexts } from '../../core/ui/admin/problem-texts';
import { MediaField } from '../../core/ui/admin/media-field';
import { ORDERABLE_LIST_STYLES, OrderableList } from '../../core/ui/admin/orderable-list';
import { errorText, fieldOfServerError } from '../../core/ui/admin/server-errors';
import { FormError, SaveCancelActions } from '../../core/ui/admin/form-actions';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { RowButton } from '../../core/ui/admin/row-actions';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import {
  linkUrl,
  mediaFileUrl,
  requiredText,
  type FieldProblem,
} from '../../core/validation/admin-rules';
import { adminBannersStyles } from './admin-banners.styles';

export interface AdminBannersProps {
  container?: ShadowRoot;
}

/** The server's limit of a banner title (bannerSave). */
const TITLE_MAX = 60;

type Draft = {
  id?: number;
  title: string;
  image: string;
  link: string;
  active: boolean;
  /** `datetime-local` values on the centre's clock ('' for none). */
  startsAt: string;
  endsAt: string;
};
type Field = 'title' | 'image' | 'link' | 'startsAt' | 'endsAt';

const FIELDS: readonly Field[] = ['title', 'image', 'link', 'startsAt', 'endsAt'];

function draftOf(banner: AdminBanner | null): Draft {
  if (!banner) return { title: '', image: '', link: '', active: true, startsAt: '', endsAt: '' };
  return {
    id: banner.id,
    title: banner.title,
    image: banner.image,
    link: banner.link,
    active: banner.active,
    startsAt: banner.startsAt ? isoToLocalInput(banner.startsAt) : '',
    endsAt: banner.endsAt ? isoToLocalInput(banner.endsAt) : '',
  };
}

/** A time field: '' (none) or a time on the centre's clock. */
function timeProblem(value: string, label: string): FieldProblem | null {
  return value === '' || localInputToIso(value) !== null
    ? null
    : { key: 'form.invalidTime', params: { field: label } };
}

function checkBanner(draft: Draft): Partial<Record<Field, string>> {
  const problems: [Field, FieldProblem | null][] = [
    ['title', requiredText(draft.title, TITLE_MAX, registryT('banners.title'))],
    ['image', mediaFileUrl(draft.image, registryT('banners.image'), false)],
    ['link', linkUrl(draft.link, registryT('banners.link'))],
    ['startsAt', timeProblem(draft.startsAt, registryT('banners.startsAt'))],
    ['endsAt', timeProblem(draft.endsAt, registryT('banners.endsAt'))],
  ];
  const found = problemTexts(problems);
  const [start, end] = [localInputToIso(draft.startsAt), localInputToIso(draft.endsAt)];
  if (!found.endsAt && start && end && end <= start) found.endsAt = registryT('banners.badRange');
  return found;
}

/** The banner's 展示时间 as the list shows it, or null when it has neither start nor end. */
function periodText(banner: AdminBanner): string | null {
  const start = banner.startsAt ? formatDateTime(banner.startsAt) : null;
  const end = banner.endsAt ? formatDateTime(banner.endsAt) : null;
  if (start && end) return registryT('banners.period', { start, end });
  if (start) return registryT('banners.periodFrom', { start });
  if (end) return registryT('banners.periodUntil', { end });
  return null;
}

/** The badge of each status; its text is the catalogue's `banners.<status>`. */
const STATUS_BADGES: Record<AdminBannerStatus, string> = {
  shown: 'badge badge--ok',
  hidden: 'badge badge--muted',
  scheduled: 'badge badge--warn',
  ended: 'badge badge--muted',
};

/** Adds or edits one banner. */
function BannerForm({
  banner,
  container,
  onSaved,
  onCancel,
}: {
  banner: AdminBanner | null;
  container?: ShadowRoot;
  onSaved: (list: AdminBanner[]) => void;
  onCancel: () => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkBanner(draft);
    setErrors(found);
    setFormError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      container?.getElementById(`banner-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const list = await saveAdminBanner({
        ...(draft.id ? { id: draft.id } : {}),
        title: draft.title.trim(),
        image: draft.image.trim(),
        link: draft.link.trim(),
        active: draft.active,
        startsAt: localInputToIso(draft.startsAt),
        endsAt: localInputToIso(draft.endsAt),
      });
      pushNotice('success', registryT('banners.saved', { title: draft.title.trim() }));
      onSaved(list);
    } catch (error) {
      const field = fieldOfServerError(error);
      const message = errorText(error, portalT('state.networkError'));
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        container?.getElementById(`banner-${field}`)?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card banner-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="form-heading" id="banner-form-heading">
        {banner
          ? registryT('banners.editHeading', { title: banner.title })
          : registryT('banners.newHeading')}
      </h2>
      <div className="form-grid">
        <FormField
          id="banner-title"
          label={registryT('banners.title')}
          value={draft.title}
          maxLength={TITLE_MAX}
          autoFocus
          error={errors.title ?? null}
          onChange={(event) => set('title', event.target.value)}
        />
        <FormField
          id="banner-link"
          label={registryT('banners.link')}
          value={draft.link}
          hint={registryT('banners.linkHint')}
          error={errors.link ?? null}
          onChange={(event) => set('link', event.target.value.trim())}
        />
        <div className="wide">
          <MediaField
            id="banner-image"
            label={registryT('banners.image')}
            kind="image"
            value={draft.image}
            hint={registryT('banners.imageHint')}
            error={errors.image ?? null}
            onChange={(url) => set('image', url)}
          />
        </div>
        <FormField
          id="banner-startsAt"
          label={registryT('banners.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          max={draft.endsAt || undefined}
          hint={registryT('banners.startsAtHint')}
          error={errors.startsAt ?? null}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <FormField
          id="banner-endsAt"
          label={registryT('banners.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          min={draft.startsAt || undefined}
          hint={registryT('banners.endsAtHint')}
          error={errors.endsAt ?? null}
          onChange={(event) => set('endsAt', event.target.value)}
        />
        <CheckboxField
          id="banner-active"
          className="wide"
          label={registryT('banners.active')}
          checked={draft.active}
          onChange={(checked) => set('active', checked)}
        />
      </div>
      <FormError message={formError} />
      <SaveCancelActions
        busy={busy}
        saveClassName="save-banner"
        saveLabel={registryT('banners.save')}
        cancelLabel={t('form.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * The home page banners: all of them (hidden ones too) in the order the home carousel shows
 * them, ordered by drag or keyboard; add, edit (image from the media library), hide, delete.
 */
export function AdminBanners({ container }: AdminBannersProps) {
  const result = useAsync(listAdminBanners, []);
  const [list, setList] = useState<AdminBanner[] | null>(null);
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const row = useRowAction();
  const shown = list ?? (result.state.status === 'ready' ? result.state.data : []);

  const run = (id: number, action: () => Promise<AdminBanner[]>, notice: string) =>
    row.run(id, async () => {
      setList(await action());
      return notice;
    });

  return (
    <WidgetShell styles={CONSOLE_STYLES + ORDERABLE_LIST_STYLES + adminBannersStyles}>
      <section className="screen" aria-labelledby="banners-heading">
        <div className="bar">
          <h1 className="heading" id="banners-heading">
            {registryT('banners.heading')}
          </h1>
          <button
            type="button"
            className="xnfz-button new-banner"
            aria-expanded={editing === 'new'}
            onClick={() => setEditing('new')}
          >
            {registryT('banners.new')}
          </button>
        </div>
        {editing ? (
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            container={container}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setList(saved);
              setEditing(null);
            }}
          />
        ) : null}
        <div className="card">
          <p className="muted" id="banners-hint">
            {registryT('banners.orderHint')}
          </p>
          <AsyncView result={result} isEmpty={(rows) => rows.length === 0 && !list?.length}>
            {() => (
              <OrderableList
                label={registryT('banners.heading')}
                className="banner-list"
                items={shown}
                idOf={(banner) => banner.id}
                labelOf={(banner) => banner.title}
                onOrder={async (ids) => {
                  try {
                    setList(await orderAdminBanners(ids));
                    pushNotice('success', registryT('banners.ordered'));
                  } catch {
                    result.reload();
                    setList(null);
                  }
                }}
                render={(banner) => (
                  <div className="banner-row" data-banner-id={banner.id}>
                    <img className="banner-thumb" src={banner.image} alt="" />
                    <div className="banner-text">
                      <span className="banner-title">{banner.title}</span>
                      {banner.link ? <span className="muted">{banner.link}</span> : null}
                      {periodText(banner) ? (
                        <span className="muted banner-period">{periodText(banner)}</span>
                      ) : null}
                      <span
                        className={`${STATUS_BADGES[banner.status]} banner-status`}
                        data-status={banner.status}
                      >
                        {registryT(`banners.${banner.status}`)}
                      </span>
                    </div>
                    <div className="actions">
                      <RowButton
                        label={registryT('banners.edit')}
                        of={banner.title}
                        className="edit-banner"
                        tone="plain"
                        onClick={() => setEditing(banner)}
                      />
                      <RowButton
                        label={registryT(banner.active ? 'banners.hide' : 'banners.show')}
                        of={banner.title}
                        className="toggle-banner"
                        tone="plain"
                        disabled={row.busyId === banner.id}
                        onClick={() =>
                          void run(
                            banner.id,
                            // the times are left out: the server keeps them
                            () =>
                              saveAdminBanner({
                                id: banner.id,
                                title: banner.title,
                                image: banner.image,
                                link: banner.link,
                                active: !banner.active,
                              }),
                            registryT('banners.saved', { title: banner.title }),
                          )
                        }
                      />
                      <RowButton
                        label={registryT('banners.delete')}
                        of={banner.title}
                        className="delete-banner"
                        tone="danger"
                        onClick={() => setDeleting(banner)}
                      />
                    </div>
                  </div>
                )}
              />
            )}
          </AsyncView>
        </div>
        {deleting ? (
          <ConsoleDialog
            title={registryT('banners.deleteTitle')}
            onCancel={() => setDeleting(null)}
            actions={
              <DeleteDialogActions
                confirmLabel={registryT('banners.delete')}
                onCancel={() => setDeleting(null)}
                onConfirm={() => {
                  const target = deleting;
                  setDeleting(null);
                  void run(
                    target.id,
                    () => deleteAdminBanner(target.id),
                    registryT('banners.deleted', { title: target.title }),
                  );
                }}
              />
            }
          >
            <p>{registryT('banners.deleteConfirm', { title: deleting.title })}</p>
          </ConsoleDialog>
        ) : null}
      </section>
    </WidgetShell>
  );
}
