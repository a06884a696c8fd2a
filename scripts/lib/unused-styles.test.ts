import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { KEPT_CLASSES, RUNTIME_ATTRIBUTES, unusedStylesRemoved } from './unused-styles';

// vitest runs from the project's root
const ROOT = process.cwd();

describe('the build’s removal of unused style rules', () => {
  const project = mkdtempSync(join(tmpdir(), 'rima-unused-styles-'));
  mkdirSync(join(project, 'src/styles'), { recursive: true });
  writeFileSync(join(project, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(project, 'src/page.tsx'), 'export const Page = () => <p className="text-muted rima-used">x</p>;');
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const css = [
    '.rima-used { color: red; }',
    '.rima-unused { color: blue; }',
    '.text-muted, .text-unused { color: gray; }',
    '.rima-used .rima-unused { margin: 0; }',
    '.modal-lg { width: 800px; }',
    '.force-graph-container { position: relative; }',
    '*:focus-visible { outline: 3px solid; }',
    '.rima-used[data-focused] { background: gray; }',
    '[data-selected] > .rima-used::before { content: "✓"; }',
    '.rima-used[data-unknown] { color: green; }',
    'p { margin: 0; }',
    'blockquote { margin: 0; }',
  ].join('\n');
  const run = (from: string) => postcss([unusedStylesRemoved(project)]).process(css, { from }).then((result) => result.css);

  it('keeps the rules whose classes the sources use and drops the others, selector by selector', async () => {
    const out = await run(join(project, 'src/styles/app.scss'));
    expect(out).toContain('.rima-used { color: red; }');
    expect(out).not.toContain('.rima-unused');
    expect(out).toContain('.text-muted { color: gray; }');
    expect(out).not.toContain('.text-unused');
    expect(out).toContain('p { margin: 0; }');
    expect(out).not.toContain('blockquote');
  });

  it('keeps the classes built from parts or added by a library (KEPT_CLASSES) and the universal focus ring', async () => {
    const out = await run(join(project, 'src/styles/app.scss'));
    expect(out).toContain('.modal-lg');
    expect(out).toContain('.force-graph-container');
    expect(out).toContain('*:focus-visible');
  });

  it('keeps the rules of the states React Aria sets at run time (RUNTIME_ATTRIBUTES), drops those of attributes nothing sets', async () => {
    const out = await run(join(project, 'src/styles/app.scss'));
    expect(out).toContain('.rima-used[data-focused] { background: gray; }');
    expect(out).toContain('[data-selected] > .rima-used::before');
    expect(out).not.toContain('[data-unknown]');
  });

  it('leaves CSS from outside src/styles as it is (a library’s styles, a feature’s own file)', async () => {
    expect(await run(join(project, 'node_modules/react-toastify/dist/ReactToastify.css'))).toBe(css);
    expect(await run(join(project, 'src/features/conference/conference.css'))).toBe(css);
  });

  it('every class that src/styles styles occurs in the sources, index.html or is kept on purpose, so the build keeps its rules', () => {
    const words = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(entry.name)) for (const word of readFileSync(path, 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
      }
    };
    walk(join(ROOT, 'src'));
    for (const word of readFileSync(join(ROOT, 'index.html'), 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
    const styles = readdirSync(join(ROOT, 'src/styles')).filter((name) => name.endsWith('.scss'));
    const classes = new Set(styles.flatMap((name) => [...readFileSync(join(ROOT, 'src/styles', name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? '')));
    const lost = [...classes].filter((name) => !words.has(name) && !KEPT_CLASSES.some((pattern) => pattern.test(name)));
    // Bootstrap's pagination, styled for focus but used by no page
    expect(lost.filter((name) => name !== 'page-link')).toEqual([]);
    // the same for every attribute a rule of src/styles tests ([data-selected], [role='menu'] …)
    const attributes = new Set(styles.flatMap((name) => [...readFileSync(join(ROOT, 'src/styles', name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\[([A-Za-z][\w-]*)/g)].map((m) => m[1] ?? '')));
    expect(attributes.size).toBeGreaterThan(0);
    expect([...attributes].filter((name) => !words.has(name) && !RUNTIME_ATTRIBUTES.includes(name))).toEqual([]);
  });
});
