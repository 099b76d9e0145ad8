/** The loader's `data-*` attributes as portal settings (checked again by the element code). */
export function readLoaderSettings(data: DOMStringMap): Record<string, string> {
  const settings: Record<string, string> = {};
  if (data.apiBase) settings.apiBase = data.apiBase;
  if (data.portalUrl) settings.portalUrl = data.portalUrl;
  if (data.lang) settings.lang = data.lang;
  if (data.theme) settings.theme = data.theme;
  return settings;
}
