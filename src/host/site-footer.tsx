import type { ReactNode } from 'react';
import { useT } from '../core/i18n/translate';
import { useSite, useSiteName } from './site-data';

/** An ICP filing number (鄂ICP备12345678号-1), linked to the MIIT register as the rules ask. */
const ICP = /([\u4e00-\u9fa5]ICP[备证]\d+号(?:-\d+)?)/;
const ICP_REGISTER = 'https://beian.miit.gov.cn/';

function withIcpLink(line: string, newWindow: string): ReactNode[] {
  return line.split(ICP).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={ICP_REGISTER} target="_blank" rel="noopener noreferrer">
        {part}
        <span className="xnfz-visually-hidden">{newWindow}</span>
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The footer: the site's footer text (one paragraph a line, the ICP number linked), or the
 * catalogue's two lines when none is saved; the address, phone and e-mail; the links.
 */
export function SiteFooter() {
  const t = useT();
  const site = useSite();
  const name = useSiteName();
  const lines = (site?.footer ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const { address = '', phone = '', email = '' } = site?.contact ?? {};
  const links = (site?.links ?? []).filter((link) => link.name && /^https?:\/\//.test(link.url));
  return (
    <footer className="footer" part="footer">
      <div className="footer-inner">
        {lines.length > 0 ? (
          lines.map((line, index) => <p key={index}>{withIcpLink(line, t('contact.newWindow'))}</p>)
        ) : (
          <>
            <p>{t('footer.poweredBy')}</p>
            <p>{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
          </>
        )}
        {address || phone || email ? (
          <p className="footer-contact">
            {address ? (
              <span>
                {t('footer.address')}
                {address}
              </span>
            ) : null}
            {phone ? (
              <span>
                {t('footer.phone')}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </span>
            ) : null}
            {email ? (
              <span>
                {t('footer.email')}
                <a href={`mailto:${email}`}>{email}</a>
              </span>
            ) : null}
          </p>
        ) : null}
        {links.length > 0 ? (
          <nav className="footer-links" aria-label={t('footer.links')}>
            <span aria-hidden="true">{t('footer.links')}</span>
            <ul>
              {links.map((link) => (
                <li key={`${link.name}-${link.url}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                    <span className="xnfz-visually-hidden">{t('contact.newWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
