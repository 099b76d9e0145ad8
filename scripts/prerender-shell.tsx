// Prints the portal page's first paint: `<xnfz-portal>` with a declarative shadow root holding
// the prerendered PortalShell (header, navigation, the main area's reserved height) and, inside
// it, `<xnfz-user-status>` as an anonymous visitor sees it (登录 / 注册, as `<xnfz-shell-user-status>`:
// see `inert` below), plus the page styles the
// portal's script would otherwise add (theme tokens, body margin). Run by the build
// (rollup.config.mjs → pages()) under tsx: `node --import tsx scripts/prerender-shell.tsx`.
import { renderToStaticMarkup } from 'react-dom/server';
import { themeDeclarations } from '../src/core/theme/themes';
import { PortalShell } from '../src/host/portal-shell';
import { UserStatus } from '../src/widgets/user-status/user-status';

const declarative = (markup: string) => `<template shadowrootmode="open">${markup}</template>`;
const ACCOUNT = '<xnfz-user-status class="account"></xnfz-user-status>';
const shell = renderToStaticMarkup(<PortalShell />);
if (!shell.includes(ACCOUNT)) throw new Error(`prerender-shell: ${ACCOUNT} not found`);
const account = ACCOUNT.replace('></', `>${declarative(renderToStaticMarkup(<UserStatus />))}</`);
const pageStyle = `<style>:root { ${themeDeclarations('red')} } body { margin: 0; }</style>`;
// the elements inside the shell go out under names no script defines: defined, they would mount
// inside the shell and then again when the portal's first commit replaces it
const inert = (markup: string) =>
  markup.replace(/<(\/?)xnfz-(user-status|notice-bar)\b/g, '<$1xnfz-shell-$2');
const portal = `<xnfz-portal>${declarative(inert(shell.replace(ACCOUNT, account)))}</xnfz-portal>`;
process.stdout.write(JSON.stringify({ pageStyle, portal }));
