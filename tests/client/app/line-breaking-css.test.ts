// Proves the stylesheet breaks lines the way each language's readers expect: Korean keeps words whole and Japanese and Chinese break only at the catalogs' phrase marks (word-break: keep-all), a longer run still cannot overflow (overflow-wrap: anywhere), it is set where a lang attribute is so that a box breaking anywhere (an address) keeps doing so inside, and it reaches the prerendered first screens' inline CSS.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../../scripts/prerender/critical-css';

const stylesheet = fs.readFileSync(
  path.resolve(import.meta.dirname, '..', '..', '..', 'src', 'client', 'app', 'styles.css'),
  'utf8',
);

/** The declarations of the top-level rules that name `selector` among theirs. */
function declarationsFor(css: string, selector: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  postcss.parse(css).each((node) => {
    if (node.type !== 'rule' || !(node as Rule).selectors.includes(selector)) return;
    node.walkDecls((declaration) => {
      declarations[declaration.prop] = declaration.value;
    });
  });
  return declarations;
}

describe('line breaking per language', () => {
  it.each(["[lang|='ko']", "[lang|='ja']", "[lang|='zh']"])(
    '%s keeps words and phrases whole',
    (selector) => {
      expect(declarationsFor(stylesheet, selector)).toEqual({
        'word-break': 'keep-all',
        'overflow-wrap': 'anywhere',
      });
    },
  );

  it('no longer sets it on every element, which overrode an address box inheriting break-all', () => {
    expect(declarationsFor(stylesheet, ':lang(ko)')).toEqual({});
  });

  it('reaches the inline CSS of a prerendered copy in each language', () => {
    for (const locale of ['ko-KR', 'ja-JP', 'zh-CN']) {
      const inline = criticalCss(stylesheet, `<div lang="${locale}"><p>text</p></div>`);
      expect(declarationsFor(inline, `[lang|='${locale.slice(0, 2)}']`)['word-break'], locale).toBe(
        'keep-all',
      );
    }
  });
});
