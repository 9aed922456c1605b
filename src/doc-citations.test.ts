import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every document the code and the docs cite must be in the repository, at the section cited, so a
// newcomer can follow each citation: `docs/product.md §4.2` names a file and one of its numbered
// headings, and a Markdown link names a file (and, with `#`, one of its headings).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = relative(root, fileURLToPath(import.meta.url));

function filesUnder(dir: string, pattern: RegExp): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const child = join(dir, name);
    if (statSync(join(root, child)).isDirectory()) return filesUnder(child, pattern);
    return pattern.test(name) ? [child] : [];
  });
}

const codeFiles = ['src', 'e2e', 'bench', 'scripts']
  .flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mts|mjs|js|cjs|css|html)$/))
  .filter((file) => file !== thisFile);
const docFiles = ['README.md', ...filesUnder('docs', /\.md$/)].filter((file) => existsSync(join(root, file)));

/** The section numbers of a Markdown file: "## 4. States" gives 4, "### 4.2 What ..." gives 4.2. */
function sectionNumbers(file: string): Set<string> {
  const numbers = [...readFileSync(join(root, file), 'utf8').matchAll(/^#{1,6} (\d+(?:\.\d+)*)\.? /gm)];
  return new Set(numbers.map((match) => match[1] ?? ''));
}

/** GitHub's anchors for a Markdown file's headings. */
function anchors(file: string): Set<string> {
  const headings = [...readFileSync(join(root, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(
    headings.map((match) =>
      (match[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

type Finding = { file: string; line: number; text: string };

/** A Markdown file's lines with code (fenced blocks, `spans`) blanked: examples there cite nothing. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

function findAll(
  files: string[],
  pattern: RegExp,
  check: (match: RegExpMatchArray, file: string) => boolean,
  lines: (text: string) => string[] = (text) => text.split('\n'),
) {
  const found: Finding[] = [];
  for (const file of files) {
    lines(readFileSync(join(root, file), 'utf8')).forEach((line, index) => {
      for (const match of line.matchAll(pattern)) {
        if (!check(match, file)) found.push({ file, line: index + 1, text: match[0] });
      }
    });
  }
  return found;
}

describe('citations', () => {
  it('cite no document outside the repository', () => {
    const outside = findAll([...codeFiles, ...docFiles], /\bSPEC\b|\b(?:DESIGN|STYLE)\.md\b/g, () => false);
    expect(outside).toEqual([]);
  });

  it('point to a docs file that exists, at a section it has', () => {
    const citation = /\bdocs\/([\w./-]+\.md)((?:(?:\s*|,\s*|\s+and\s+|\s+or\s+)§\d+(?:\.\d+)*)*)/g;
    const broken = findAll(codeFiles, citation, (match) => {
      const file = `docs/${match[1]}`;
      if (!existsSync(join(root, file))) return false;
      const sections = [...(match[2] ?? '').matchAll(/§(\d+(?:\.\d+)*)/g)].map((s) => s[1] ?? '');
      const known = sectionNumbers(file);
      return sections.every((section) => known.has(section));
    });
    expect(broken).toEqual([]);
  });

  it('link, in the README and docs, to files and headings that exist', () => {
    const link = /\]\(([^)\s]+)\)/g;
    const broken = findAll(
      docFiles,
      link,
      (match, file) => {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) return true;
        const [path = '', anchor] = target.split('#');
        const resolved = path === '' ? file : relative(root, resolve(root, dirname(file), path));
        if (!existsSync(join(root, resolved))) return false;
        if (anchor === undefined || !resolved.endsWith('.md')) return true;
        return anchors(resolved).has(anchor);
      },
      proseLines,
    );
    expect(broken).toEqual([]);
  });
});
