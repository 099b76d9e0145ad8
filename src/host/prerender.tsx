// The portal page's first paint as HTML (node only: the build and the server, never the browser):
// `<xnfz-portal>` with a declarative shadow root holding the prerendered PortalShell (header,
// navigation, the main area's reserved height, footer) and, inside it, `<xnfz-user-status>` as an
// anonymous visitor sees it (登录 / 注册, as `<xnfz-shell-user-status>`: see `inert` below), plus
// the page styles the portal's script would otherwise add (theme tokens, body margin).
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteInfo } from '../core/api/contract';
import { themeDeclarations } from '../core/theme/themes';
import { UserStatus } from '../widgets/user-status/user-status';
import { PortalShell } from './portal-shell';

const declarative = (markup: string) => `<template shadowrootmode="open">${markup}</template>`;
const ACCOUNT = '<xnfz-user-status class="account"></xnfz-user-status>';
// the elements inside the shell go out under names no script defines: defined, they would mount
// inside the shell and then again when the portal's first commit replaces it
const inert = (markup: string) =>
  markup.replace(/<(\/?)xnfz-(user-status|notice-bar)\b/g, '<$1xnfz-shell-$2');

export interface PrerenderedPortal {
  /** The page's `<style>` (theme tokens, body margin). */
  pageStyle: string;
  /** `<xnfz-portal>…</xnfz-portal>` with its declarative shadow root. */
  portal: string;
}

/**
 * The first paint of the portal page with the given site information (null: the catalogue's
 * defaults, as the build writes dist/index.html).
 * @example
 * prerenderPortal(null).portal; // '<xnfz-portal><template shadowrootmode="open">…'
 */
export function prerenderPortal(site: SiteInfo | null): PrerenderedPortal {
  const shell = renderToStaticMarkup(<PortalShell site={site} />);
  if (!shell.includes(ACCOUNT)) throw new Error(`prerender: ${ACCOUNT} not found`);
  const account = ACCOUNT.replace('></', `>${declarative(renderToStaticMarkup(<UserStatus />))}</`);
  return {
    pageStyle: `<style>:root { ${themeDeclarations('red')} } body { margin: 0; }</style>`,
    portal: `<xnfz-portal>${declarative(inert(shell.replace(ACCOUNT, account)))}</xnfz-portal>`,
  };
}
