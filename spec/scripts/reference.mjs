// Renders the HTML reference, dist/reference.html, as ONE self-contained file: Redoc's standalone bundle
// (from the `redoc` npm package, pinned in the catalog) and the bundled spec are inlined, so the page works from
// disk and offline: no CDN, no font service, no request at all. Redoc runs in the page with hash-based links
// (#tag/..., #operation/...), which resolve inside the file, and its search index is built in the page.
// Each operation shows how to call it from the official clients: the code samples their builds write
// (packages/client-*/dist/samples.json, generated from the clients' own API) are added as `x-codeSamples` to the
// copy of the spec that the page renders; dist/openapi.json, the bundle the generators read, stays free of them.
//   node scripts/reference.mjs [--spec dist/openapi.json] [--out dist/reference.html] [--no-samples]
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Text that is safe inside a <script> element (no "</script", no "<!--" that would end or comment it out). */
const scriptSafe = (s) => s.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

// The one remote resource in Redoc's bundle: the "API docs by Redocly" badge's logo, an <img> from Redocly's CDN.
// It becomes an empty inline image (the badge keeps its text). Checked, so that a Redoc upgrade that moves it fails
// here rather than making the page reach out.
const BADGE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The order of the clients' tabs in the reference; a language without a samples.json is left out. */
export const SAMPLE_LANGUAGES = ['TypeScript', 'Python', 'Ruby', 'Java'];

/** Every client's samples.json under `root`/packages, as { <lang>: { <operationId>: { lang, label, source } } }. */
export function readClientSamples(root = join(here, '..')) {
  const found = {};
  for (const dir of readdirSync(join(root, 'packages')).filter((d) => d.startsWith('client-')).sort()) {
    const file = join(root, 'packages', dir, 'dist', 'samples.json');
    if (!existsSync(file)) continue;
    const samples = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, s] of Object.entries(samples)) {
      if (!s?.lang || typeof s.source !== 'string') throw new Error(`${file}: the sample of ${id} needs lang and source`);
      (found[s.lang] ??= {})[id] = s;
    }
  }
  return found;
}

/** A copy of `spec` whose operations carry the samples as `x-codeSamples`, in SAMPLE_LANGUAGES order. */
export function withCodeSamples(spec, samplesByLang) {
  const copy = structuredClone(spec);
  const langs = Object.keys(samplesByLang).sort((a, b) => (SAMPLE_LANGUAGES.indexOf(a) + 1 || 99) - (SAMPLE_LANGUAGES.indexOf(b) + 1 || 99));
  for (const item of Object.values(copy.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      if (!op?.operationId) continue;
      const samples = langs.map((lang) => samplesByLang[lang][op.operationId]).filter(Boolean);
      if (samples.length) op['x-codeSamples'] = samples.map(({ lang, label, source }) => ({ lang, label: label ?? lang, source }));
    }
  }
  return copy;
}

export function renderReference(spec) {
  // Redoc would render a blank page for what it cannot read; refuse it here instead.
  if (!/^3\.[01]\.\d+$/.test(String(spec?.openapi ?? ''))) throw new Error(`not an OpenAPI 3.0/3.1 document (openapi: ${spec?.openapi})`);
  if (!spec.info?.title || typeof spec.paths !== 'object') throw new Error('an OpenAPI document needs info.title and paths');
  let redoc = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  if (!redoc.includes(`src:"${BADGE_LOGO}"`)) throw new Error(`Redoc's bundle no longer has its badge logo at ${BADGE_LOGO}: check it for remote resources`);
  redoc = redoc.replaceAll(`src:"${BADGE_LOGO}"`, `src:"${EMPTY_SVG}"`);
  const { version } = JSON.parse(readFileSync(require.resolve('redoc/package.json'), 'utf8'));
  const title = `${spec.info?.title ?? 'API'} ${spec.info?.version ?? ''} reference`.trim();
  const options = {
    // No font service: the system's sans-serif and monospace faces.
    theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' }, code: { fontFamily: 'ui-monospace, monospace' } } },
    hideDownloadButton: false,
    expandResponses: '200,201',
    jsonSampleExpandLevel: 2,
    sortTagsAlphabetically: false,
  };
  // JSON is valid JavaScript; a JSON string inside a script needs only the two escapes above and the line separators.
  const json = (v) => scriptSafe(JSON.stringify(v)).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src blob: data:">
<meta name="generator" content="spec/scripts/reference.mjs with Redoc ${version}">
<title>${title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<div id="redoc-container"></div>
<script>${scriptSafe(redoc)}</script>
<script>
Redoc.init(${json(spec)}, ${json(options)}, document.getElementById('redoc-container'));
</script>
</body>
</html>
`;
}

function main() {
  const { values } = parseArgs({
    options: {
      spec: { type: 'string', default: join(here, 'dist', 'openapi.json') },
      out: { type: 'string', default: join(here, 'dist', 'reference.html') },
      'no-samples': { type: 'boolean', default: false },
    },
  });
  let html;
  try {
    const spec = JSON.parse(readFileSync(values.spec, 'utf8'));
    const samples = values['no-samples'] ? {} : readClientSamples();
    html = renderReference(withCodeSamples(spec, samples));
    console.log(`code samples: ${Object.entries(samples).map(([lang, s]) => `${lang} ${Object.keys(s).length}`).join(', ') || 'none (no client has built its samples.json)'}`);
  } catch (err) {
    console.error(`reference: ${err.message}`);
    process.exit(1);
  }
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, html);
  console.log(`wrote ${values.out} (${(html.length / 1024 / 1024).toFixed(1)} MB, self-contained)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
