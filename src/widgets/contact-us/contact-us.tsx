import { useId, useState, type FormEvent } from 'react';
import { getSiteInfo, sendFeedback } from '../../core/api/content';
import { pageSiteInfo } from '../../core/api/page-site-info';
import type { FeedbackBody, SiteInfo } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { WidgetShell } from '../../core/ui/widget-shell';
import { checkEmail, checkPhone } from '../../core/validation/account-rules';
import { contactUsStyles } from './contact-us.styles';

export interface ContactUsProps {
  /** Replaces the title 联系我们; `none` hides it. */
  heading?: string;
  container?: ShadowRoot;
}

type Field = keyof FeedbackBody;
const FIELDS: readonly Field[] = ['name', 'contact', 'content'];

/** What the server accepts (POST /api/xnfz/feedback), checked before the call. */
const MAX_LENGTH: Record<Field, number> = { name: 32, contact: 100, content: 2000 };

const LABELS: Record<Field, MessageKey> = {
  name: 'contact.name',
  contact: 'contact.contact',
  content: 'contact.content',
};

/** A landline with its area code: 027-87541234, 01087541234. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;

const EMPTY: FeedbackBody = { name: '', contact: '', content: '' };

function fieldProblem(field: Field, value: string): { key: MessageKey; n?: number } | null {
  const text = value.trim();
  if (!text) return { key: 'contact.required' };
  if (text.length > MAX_LENGTH[field]) return { key: 'contact.tooLong', n: MAX_LENGTH[field] };
  // a way to reply: a mobile or landline number, or an e-mail address ("abc" is neither)
  if (field === 'contact' && checkPhone(text) && checkEmail(text) && !LANDLINE.test(text))
    return { key: 'contact.contactInvalid' };
  return null;
}

function ContactInfo({ info }: { info: SiteInfo }) {
  const t = useT();
  const { address, phone, email, hours } = info.contact;
  const links = info.links.filter((link) => link.name && /^https?:\/\//.test(link.url));
  return (
    <>
      <dl className="info-list">
        {address ? (
          <div className="info-item" data-field="address">
            <dt>{t('contact.address')}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {phone ? (
          <div className="info-item" data-field="phone">
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div className="info-item" data-field="email">
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {hours ? (
          <div className="info-item" data-field="hours">
            <dt>{t('contact.hours')}</dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
      </dl>
      {links.length > 0 ? (
        <>
          <h3 className="links-title">{t('contact.links')}</h3>
          <ul className="links" part="links">
            {links.map((link) => (
              <li key={`${link.name}-${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="xnfz-visually-hidden">{t('contact.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function FeedbackForm({ container }: { container?: ShadowRoot }) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids, busy: sending, error: refusal } = form;
  const [values, setValues] = useState<FeedbackBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = fieldProblem(field, values[field]);
      if (problem) found[field] = t(problem.key, { field: t(LABELS[field]), n: problem.n ?? 0 });
    }
    setErrors(found);
    setSent(false);
    if (!form.check(FIELDS.find((field) => found[field]))) return;
    await form.send(async () => {
      await sendFeedback({
        name: values.name.trim(),
        contact: values.contact.trim(),
        content: values.content.trim(),
      });
      setValues(EMPTY);
      setSent(true);
    });
  }

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${ids}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  const control = (field: Field, hint?: string) => {
    const common = {
      id: `${ids}-${field}`,
      name: field,
      className: 'input',
      part: 'input',
      value: values[field],
      required: true,
      'aria-invalid': Boolean(errors[field]),
      'aria-describedby': describedBy(field, hint),
      onChange: (event: { target: { value: string } }) => {
        setValues({ ...values, [field]: event.target.value });
        if (errors[field]) setErrors({ ...errors, [field]: undefined });
      },
    };
    return field === 'content' ? (
      <textarea {...common} rows={6} />
    ) : (
      <input {...common} type="text" autoComplete={field === 'name' ? 'name' : 'off'} />
    );
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${ids}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="form"
      part="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 className="section-title" id={`${ids}-title`}>
        {t('contact.feedback')}
      </h2>
      <p className="form-intro">{t('contact.feedbackIntro')}</p>
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('contact.name')}</label>
        {control('name')}
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-contact`}>{t('contact.contact')}</label>
        {control('contact', `${ids}-contact-hint`)}
        <p className="hint" id={`${ids}-contact-hint`}>
          {t('contact.contactHint')}
        </p>
        {fieldError('contact')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-content`}>{t('contact.content')}</label>
        {control('content', `${ids}-content-counter`)}
        <p className="hint" id={`${ids}-content-counter`}>
          {t('contact.counter', { n: values.content.trim().length, max: MAX_LENGTH.content })}
        </p>
        {fieldError('content')}
      </div>
      <div aria-live="polite">
        {sent ? (
          <p className="outcome success" role="status" part="success">
            {t('contact.success')}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className="outcome refused" role="alert" part="error">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="xnfz-button submit" part="submit" disabled={sending}>
        {sending ? t('contact.submitting') : t('contact.submit')}
      </button>
    </form>
  );
}

/** 联系我们: the site's contact information and a feedback form. */
export function ContactUs({ heading, container }: ContactUsProps) {
  const t = useT();
  const infoTitleId = useId();
  // the portal page carries the site information: shown at once, the form below it stays put
  const [carried] = useState(pageSiteInfo);
  const result = useAsync(getSiteInfo, [], carried ?? undefined);
  const title = heading || t('contact.title');
  return (
    <WidgetShell styles={contactUsStyles}>
      <section className="contact" part="base" aria-label={title}>
        {heading === 'none' ? null : (
          <h1 className="title" part="title">
            {title}
          </h1>
        )}
        <div className="columns">
          <section className="panel info" part="info" aria-labelledby={infoTitleId}>
            <h2 className="section-title" id={infoTitleId}>
              {t('contact.info')}
            </h2>
            <AsyncView result={result}>{(info) => <ContactInfo info={info} />}</AsyncView>
          </section>
          <div className="panel">
            <FeedbackForm container={container} />
          </div>
        </div>
      </section>
    </WidgetShell>
  );
}
