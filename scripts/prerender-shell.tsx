// Prints the portal page's first paint with the catalogue's defaults (src/host/prerender.tsx) as
// JSON `{ pageStyle, portal }`, for dist/index.html. Run by the build (rollup.config.mjs → pages())
// under tsx: `node --import tsx scripts/prerender-shell.tsx`. The server renders the same shell
// again with the site information saved in the console (server/http/portal-page.ts).
import { prerenderPortal } from '../src/host/prerender';

process.stdout.write(JSON.stringify(prerenderPortal(null)));
