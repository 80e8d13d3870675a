import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routePageFile } from '../packages/domain/src/routes';

/**
 * Vite plugin of the buyer app (issue 28, the first screen on a phone): one HTML page per route that lists that
 * route's code as `<link rel="modulepreload">`, so the browser fetches the page's chunks together with the entry
 * instead of after it has run. Measured with Lighthouse's mobile preset on /login (2026-11-29, built server, 2-core
 * machine under load): the page's 17 chunks were requested only once index.js had been evaluated (a second round
 * trip of ~50 KB on slow 4G); listed in the HTML, first paint and LCP became one paint (LCP 3.0–3.5 s → 2.4–2.8 s).
 *
 * The routes are read from the app's route table (src/routes.tsx: `const X = page(() => import('./pages/…'), 'X')`
 * and `{ path: '/…', …, page: X }`); a route whose page cannot be found in the bundle stops the build, so the table
 * and this reader cannot drift apart silently. A route that is not `bare` also preloads the layout (top bar, search
 * bar) that App.tsx loads around it. The pages are written as routes/<slug>.html beside index.html ('/' → home,
 * '/money/result' → money__result); the server sends a route's own page and index.html for every other address.
 * Chunks that index.html already lists are not repeated. A data page whose first-screen reads firstRouteData.ts
 * loads by `import()` (its FIRST_SCREENS table) also preloads that module's chunks, so the reads leave as soon as the
 * entry has run, and the main chunk every page loads carries none of them.
 */
export type RoutePage = { path: string; module: string; bare: boolean };

/** The route table's routes with the module of their page (absolute, without extension), as written in routesFile. */
export function readRouteTable(source: string, routesFile: string): RoutePage[] {
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = page\(\(\) => import\('([^']+)'\), '\w+'\);/g)) {
    modules.set(match[1]!, path.resolve(path.dirname(routesFile), match[2]!));
  }
  const routes: RoutePage[] = [];
  for (const match of source.matchAll(/\{ path: '([^']+)', title: '[^']*', page: (\w+)(, bare: true)? \}/g)) {
    const module = modules.get(match[2]!);
    if (module) routes.push({ path: match[1]!, module, bare: Boolean(match[3]) });
  }
  return routes;
}

/**
 * The data pages' first-screen modules as apps/buyer/src/firstRouteData.ts lists them (`'/path': () => import('./…'),`):
 * route path → module (absolute, without extension). Each is loaded by `import()` on a first load of its route, so the
 * route's page preloads its chunks too.
 */
export function readFirstScreens(source: string, file: string): Map<string, string> {
  const screens = new Map<string, string>();
  for (const match of source.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\),/g)) {
    screens.set(match[1]!, path.resolve(path.dirname(file), match[2]!));
  }
  return screens;
}

/** A chunk and every chunk it imports statically (what must be here before it runs). */
function closure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

function chunkOf(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const bare = (id: string | null) => id?.replace(/\.[jt]sx?$/, '');
  // The chunk the module is the face of, else (a module rolldown merged into a shared chunk) the chunk holding it.
  return (
    chunks.find((chunk) => bare(chunk.facadeModuleId) === module) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => bare(id) === module))
  );
}

export function routePreload(options: { routesFile: string; layoutModule: string; firstScreensFile: string }): Plugin {
  let base = '/';
  return {
    name: 'huashi:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const html = index.source;
      const entry = Object.values(bundle).find((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry);
      if (!entry) return;
      const known = closure(bundle, entry.fileName);
      const layout = chunkOf(bundle, options.layoutModule.replace(/\.[jt]sx?$/, ''));
      if (!layout) this.error(`route preload: no chunk for the layout ${options.layoutModule}`);
      const screens = readFirstScreens(readFileSync(options.firstScreensFile, 'utf8'), options.firstScreensFile);
      const routes = readRouteTable(readFileSync(options.routesFile, 'utf8'), options.routesFile);
      for (const screenPath of screens.keys()) {
        if (!routes.some((route) => route.path === screenPath))
          this.error(`route preload: first-screen reads for ${screenPath}, which has no page`);
      }
      for (const route of routes) {
        const page = chunkOf(bundle, route.module);
        if (!page) this.error(`route preload: no chunk for the page of ${route.path} (${route.module})`);
        const files = new Set(closure(bundle, page.fileName));
        if (!route.bare) closure(bundle, layout.fileName, files);
        const screen = screens.get(route.path);
        if (screen) {
          const chunk = chunkOf(bundle, screen);
          if (!chunk) this.error(`route preload: no chunk for the first-screen reads of ${route.path} (${screen})`);
          closure(bundle, chunk.fileName, files);
        }
        const links = [...files]
          .filter((file) => !known.has(file))
          .sort()
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('\n    ');
        const fileName = routePageFile(route.path);
        if (!fileName) this.error(`route preload: ${route.path} cannot name a page`);
        this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `    ${links}\n  </head>`) });
      }
    },
  };
}
