/**
 * The loader's `data-*` attributes as portal settings (checked again by the element code). The
 * API and the portal page default to where the loader itself came from (`base`, its folder), so a
 * bare `<script src="…/PC/xnfz-loader.js">` talks to that portal and links to it. `data-timeout`
 * (seconds) shortens the elements' call timeout on this page (the portal page keeps the spec's 60 s);
 * `data-notice` places the notices (登录成功, …): `top` (default), `none` or a CSS selector.
 */
export function readLoaderSettings(data: DOMStringMap, base: URL): Record<string, string | number> {
  const settings: Record<string, string | number> = {
    apiBase: data.apiBase || base.origin,
    // a pinned version (…/PC/v/1.2.0/) still links to the portal page (…/PC/)
    portalUrl: data.portalUrl || base.href.replace(/v\/[^/]+\/$/, ''),
  };
  if (data.lang) settings.lang = data.lang;
  if (data.theme) settings.theme = data.theme;
  if (Number(data.timeout) > 0) settings.timeoutMs = Number(data.timeout) * 1000;
  if (data.notice) settings.notice = data.notice;
  return settings;
}
