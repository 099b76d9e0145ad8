import type { SiteInfo } from '../../core/api/contract';
import { adminT, type AdminKey } from '../../core/i18n/admin-translate';
import {
  ADMIN_LIMITS,
  linkUrl,
  mediaFileUrl,
  optionalEmail,
  optionalText,
  requiredText,
  type FieldProblem,
} from '../../core/validation/admin-rules';

/** A field of the form, named as the server names it (`contact.email`, `links[0].url`). */
export type SiteField = string;

export const SITE_LABELS: Record<string, AdminKey> = {
  name: 'site.name',
  logo: 'site.logo',
  footer: 'site.footer',
  'contact.address': 'site.address',
  'contact.phone': 'site.phone',
  'contact.email': 'site.email',
  'contact.hours': 'site.hours',
};

const label = (field: string) => adminT(SITE_LABELS[field] ?? 'site.heading');

/** The problems of the form by field (empty when it may be saved). */
export function checkSite(info: SiteInfo): Record<SiteField, string> {
  const problems: [SiteField, FieldProblem | null][] = [
    ['name', requiredText(info.name, ADMIN_LIMITS.siteName, label('name'))],
    // the portal page shows images of its own site only (its Content-Security-Policy)
    ['logo', mediaFileUrl(info.logo, label('logo'))],
    ['footer', optionalText(info.footer, ADMIN_LIMITS.siteFooter, label('footer'))],
    [
      'contact.address',
      optionalText(info.contact.address, ADMIN_LIMITS.contactAddress, label('contact.address')),
    ],
    [
      'contact.phone',
      optionalText(info.contact.phone, ADMIN_LIMITS.contactPhone, label('contact.phone')),
    ],
    ['contact.email', optionalEmail(info.contact.email, label('contact.email'))],
    [
      'contact.hours',
      optionalText(info.contact.hours, ADMIN_LIMITS.contactHours, label('contact.hours')),
    ],
  ];
  info.links.forEach((link, index) => {
    problems.push([
      `links[${index}].name`,
      requiredText(link.name, ADMIN_LIMITS.linkName, adminT('site.linkName')),
    ]);
    problems.push([`links[${index}].url`, linkUrl(link.url, adminT('site.linkUrl'), false)]);
  });
  const found: Record<SiteField, string> = {};
  for (const [field, problem] of problems) {
    if (problem) found[field] = adminT(problem.key, problem.params);
  }
  return found;
}

/** The form's id of a field (`links[0].url` → `site-links-0-url`). */
export function siteFieldId(field: SiteField): string {
  return `site-${field.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;
}

/** The trimmed values to save. */
export function trimmedSite(info: SiteInfo): SiteInfo {
  return {
    name: info.name.trim(),
    logo: info.logo.trim(),
    footer: info.footer.trim(),
    contact: {
      address: info.contact.address.trim(),
      phone: info.contact.phone.trim(),
      email: info.contact.email.trim(),
      hours: info.contact.hours.trim(),
    },
    links: info.links.map((link) => ({ name: link.name.trim(), url: link.url.trim() })),
  };
}

/** The fields side by side for the conflict view. */
export function siteRows(info: SiteInfo): [string, string][] {
  return [
    [label('name'), info.name],
    [label('logo'), info.logo],
    [label('footer'), info.footer],
    [label('contact.address'), info.contact.address],
    [label('contact.phone'), info.contact.phone],
    [label('contact.email'), info.contact.email],
    [label('contact.hours'), info.contact.hours],
    [adminT('site.links'), info.links.map((link) => `${link.name} ${link.url}`).join('\n')],
  ];
}
