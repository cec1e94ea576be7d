/**
 * The prerendered part's markup carries no inline style (src/http/docsPrerender.ts): React renders style props as
 * `style="…"` attributes, which the page's CSP (no 'unsafe-inline') would block, so each becomes a
 * `data-docs-style` attribute and a stylesheet rule with the same declarations, `!important` as an inline style
 * outranks the stylesheet. A table of shapes, then the CSS of styled-components' `<style>` tags.
 */
import { describe, expect, it } from 'vitest';
import { styleSheetOf, withoutInlineStyles } from './docsPrerender.js';

describe('withoutInlineStyles', () => {
  const cases: [string, string, string[]][] = [
    ['<div style="height:4em">x</div>', '<div data-docs-style="0">x</div>', ['[data-docs-style="0"]{height:4em !important}']],
    [
      '<div class="a" style="top:0px;height:calc(100vh - 0px)"></div>',
      '<div class="a" data-docs-style="0"></div>',
      ['[data-docs-style="0"]{top:0px !important;height:calc(100vh - 0px) !important}'],
    ],
    [
      '<svg style="transform:translate(2px, 4px);transition:transform 0.2s ease"></svg><b style="margin-right:-25px"></b><i style="margin-right:-25px"></i>',
      '<svg data-docs-style="0"></svg><b data-docs-style="1"></b><i data-docs-style="1"></i>',
      [
        '[data-docs-style="0"]{transform:translate(2px, 4px) !important;transition:transform 0.2s ease !important}',
        '[data-docs-style="1"]{margin-right:-25px !important}',
      ],
    ],
    // A semicolon inside parentheses is not a separator; entities are read back; a trailing `;` adds nothing.
    [
      '<p style="background:url(a;b);font-family:&quot;X Y&quot;, sans-serif;"></p>',
      '<p data-docs-style="0"></p>',
      ['[data-docs-style="0"]{background:url(a;b) !important;font-family:"X Y", sans-serif !important}'],
    ],
    // Text that merely mentions a style attribute is not an attribute (React escapes quotes in text).
    ['<code>style=&quot;x&quot;</code>', '<code>style=&quot;x&quot;</code>', []],
  ];
  it.each(cases)('%s', (html, want, rules) => {
    const out = withoutInlineStyles(html, '.base{color:red}');
    expect(out.html).toBe(want);
    expect(out.css).toBe(['.base{color:red}', ...rules].join('\n'));
    expect(out.html).not.toMatch(/ style="/);
  });
});

describe('styleSheetOf', () => {
  it('joins the CSS of every <style> tag, attributes dropped', () => {
    expect(styleSheetOf('<style data-styled="true" data-styled-version="6.6.0">.a{b:c}/*!sc*/\n</style><style>.d{e:f}</style>')).toBe(
      '.a{b:c}/*!sc*/\n\n.d{e:f}',
    );
    expect(styleSheetOf('')).toBe('');
  });
});
