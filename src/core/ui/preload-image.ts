/**
 * Starts downloading an image a screen is about to show first (its largest paint), at high
 * priority, before the element that shows it has rendered; the element's `<img>` of the same
 * address then takes the downloaded image. Asking twice for one address adds one link.
 * @example
 * preloadImage(banners[0].image);
 */
export function preloadImage(address: string): void {
  const href = new URL(address, document.baseURI).href;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]');
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
