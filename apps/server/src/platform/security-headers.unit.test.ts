import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './security-headers.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes each inline script of the page exactly as written, and none that is a file', () => {
    const boot = '(()=>{fetch(`/api/wst/utils/labels?language=hi`);})();';
    const html = `<head><meta charset="UTF-8" />\n    <script>${boot}</script>\n<script type="module" crossorigin src="/assets/index-x.js"></script></head>`;
    expect(inlineScriptSources(html)).toEqual([sha(boot)]);
  });

  it('hashes text outside ASCII as UTF-8, as the browser does, and lists a repeated script once', () => {
    const code = "document.title='वसीयत';";
    expect(inlineScriptSources(`<script>${code}</script><SCRIPT type="text/javascript">${code}</SCRIPT>`)).toEqual([sha(code)]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptSources('<script src="/a.js"></script><div>no script</div>')).toEqual([]);
  });
});
