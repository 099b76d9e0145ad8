import { useState, type FormEvent } from 'react';
import { getAdminSiteInfo, saveAdminSiteInfo } from '../../core/api/admin/admin-calls';
import { SITE_VERSION_ID, type AdminSiteInfo as SiteInfoData } from '../../core/api/admin-contract';
import type { SiteInfo } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { TextAreaField } from '../../core/ui/admin/console-fields';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ConflictPanel } from '../../core/ui/admin/conflict-panel';
import { errorText, fieldOfServerError, isEditConflict } from '../../core/ui/admin/server-errors';
import { FormError } from '../../core/ui/admin/form-actions';
import { MediaField } from '../../core/ui/admin/media-field';
import { useHistoryToggle, VersionHistory } from '../../core/ui/admin/version-history';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import { adminSiteInfoStyles } from './admin-site-info.styles';
import { checkSite, siteFieldId, siteRows, trimmedSite, SITE_LABELS } from './site-form';

function valuesOf({ version: _version, ...info }: SiteInfoData): SiteInfo {
  return { ...info, contact: { ...info.contact }, links: info.links.map((link) => ({ ...link })) };
}

function SiteForm({ opened: first, container }: { opened: SiteInfoData; container?: ShadowRoot }) {
  const t = useAdminT();
  const portalT = useT();
  const [opened, setOpened] = useState(first);
  const [values, setValues] = useState<SiteInfo>(() => valuesOf(first));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [latest, setLatest] = useState<SiteInfoData | null>(null);
  const history = useHistoryToggle('site-history');

  /** Edits `info` from now on (the latest after a conflict, or after a restore). */
  function reopen(info: SiteInfoData) {
    setOpened(info);
    setValues(valuesOf(info));
    setErrors({});
    setFormError(null);
    setLatest(null);
  }

  async function save(version: string) {
    const found = checkSite(values);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      setFormError(t('form.fixErrors'));
      container?.getElementById(siteFieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAdminSiteInfo({ ...trimmedSite(values), version });
      setOpened(saved);
      setValues(valuesOf(saved));
      setLatest(null);
      pushNotice('success', t('form.saved'));
    } catch (error) {
      if (isEditConflict(error)) {
        try {
          setLatest(await getAdminSiteInfo());
        } catch {
          setFormError(t('conflict.loadFailed'));
        }
        return;
      }
      const field = fieldOfServerError(error);
      const message = errorText(error, portalT('state.networkError'));
      if (field && container?.getElementById(siteFieldId(field))) {
        setErrors({ [field]: message });
        container.getElementById(siteFieldId(field))?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  const text = (
    field: keyof typeof SITE_LABELS,
    value: string,
    max: number,
    set: (v: string) => void,
  ) => (
    <FormField
      id={siteFieldId(field)}
      label={t(SITE_LABELS[field] ?? 'site.heading')}
      value={value}
      maxLength={max}
      error={errors[field] ?? null}
      onChange={(event) => set(event.target.value)}
    />
  );
  const setContact = (key: keyof SiteInfo['contact']) => (value: string) =>
    setValues({ ...values, contact: { ...values.contact, [key]: value } });
  const setLink = (index: number, key: 'name' | 'url', value: string) =>
    setValues({
      ...values,
      links: values.links.map((link, i) => (i === index ? { ...link, [key]: value } : link)),
    });

  return (
    <>
      {latest ? (
        <ConflictPanel
          theirsHeading={t('conflict.theirsPlain')}
          rows={siteRows(values).map(([label, mine], index) => ({
            label,
            mine,
            theirs: siteRows(valuesOf(latest))[index]?.[1] ?? '',
          }))}
          busy={busy}
          onKeepMine={() => void save(latest.version)}
          onTakeTheirs={() => reopen(latest)}
        />
      ) : null}
      <form
        className="card"
        noValidate
        aria-labelledby="site-heading"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save(opened.version);
        }}
      >
        <div className="form-grid">
          {text('name', values.name, ADMIN_LIMITS.siteName, (v) =>
            setValues({ ...values, name: v }),
          )}
          <MediaField
            id={siteFieldId('logo')}
            label={t('site.logo')}
            kind="image"
            value={values.logo}
            hint={t('site.logoHint')}
            error={errors.logo ?? null}
            onChange={(url) => setValues({ ...values, logo: url })}
          />
          <TextAreaField
            id={siteFieldId('footer')}
            className="wide"
            label={t('site.footer')}
            hint={t('site.footerHint')}
            rows={3}
            value={values.footer}
            maxLength={ADMIN_LIMITS.siteFooter}
            error={errors.footer ?? null}
            onChange={(event) => setValues({ ...values, footer: event.target.value })}
          />
        </div>
        <fieldset>
          <legend>{t('site.contact')}</legend>
          <div className="form-grid">
            {text(
              'contact.address',
              values.contact.address,
              ADMIN_LIMITS.contactAddress,
              setContact('address'),
            )}
            {text(
              'contact.phone',
              values.contact.phone,
              ADMIN_LIMITS.contactPhone,
              setContact('phone'),
            )}
            {text(
              'contact.email',
              values.contact.email,
              ADMIN_LIMITS.contactEmail,
              setContact('email'),
            )}
            {text(
              'contact.hours',
              values.contact.hours,
              ADMIN_LIMITS.contactHours,
              setContact('hours'),
            )}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('site.links')}</legend>
          {values.links.map((link, index) => (
            <div
              className="link-row"
              key={index}
              role="group"
              aria-label={t('site.linkNumber', { n: index + 1 })}
            >
              <FormField
                id={siteFieldId(`links[${index}].name`)}
                label={`${t('site.linkName')} ${index + 1}`}
                value={link.name}
                maxLength={ADMIN_LIMITS.linkName}
                error={errors[`links[${index}].name`] ?? null}
                onChange={(event) => setLink(index, 'name', event.target.value)}
              />
              <FormField
                id={siteFieldId(`links[${index}].url`)}
                label={`${t('site.linkUrl')} ${index + 1}`}
                value={link.url}
                error={errors[`links[${index}].url`] ?? null}
                onChange={(event) => setLink(index, 'url', event.target.value.trim())}
              />
              <button
                type="button"
                className="xnfz-button xnfz-button--danger"
                onClick={() =>
                  setValues({ ...values, links: values.links.filter((_, i) => i !== index) })
                }
              >
                {t('site.removeLink', { name: link.name || String(index + 1) })}
              </button>
            </div>
          ))}
          {values.links.length < ADMIN_LIMITS.links ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() =>
                setValues({ ...values, links: [...values.links, { name: '', url: '' }] })
              }
            >
              {t('site.addLink')}
            </button>
          ) : null}
        </fieldset>
        <FormError message={formError} />
        <div className="form-actions">
          <button type="submit" className="xnfz-button save" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
          {history.button}
        </div>
      </form>
      {history.open ? (
        <VersionHistory
          id="site-history"
          entity="site"
          itemId={SITE_VERSION_ID}
          version={opened.version}
          fieldRows={siteRows}
          restoreHint={t('history.restoreLive')}
          onRestored={async () => reopen(await getAdminSiteInfo())}
        />
      ) : null}
    </>
  );
}

/** Site info and contact details, with the edit-conflict rule. */
export function AdminSiteInfo({ container }: { container?: ShadowRoot }) {
  const t = useAdminT();
  const result = useAsync(getAdminSiteInfo, []);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminSiteInfoStyles}>
      <section className="screen" aria-labelledby="site-heading">
        <div className="bar">
          <h1 className="heading" id="site-heading">
            {t('site.heading')}
          </h1>
        </div>
        <AsyncView result={result}>
          {(info) => <SiteForm opened={info} container={container} />}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
