import { describe, expect, it } from 'vitest';
import { directionOf, layoutMail, type MailParts } from './mail-layout.ts';

const parts = (overrides: Partial<MailParts> = {}): MailParts => ({
  to: 'asha@example.in',
  language: 'hi',
  subject: 'Subject <b>',
  greeting: 'प्रिय <script>alert(1)</script> & "Asha",',
  blocks: [
    { kind: 'paragraph', text: 'First paragraph' },
    { kind: 'code', code: '482913' },
    { kind: 'facts', rows: [{ label: 'When', value: '24 Nov <now>' }] },
    { kind: 'note', text: "It's quiet" },
    { kind: 'action', text: 'Reset my password', url: 'https://vasiyat.example/forgot-password' },
  ],
  signature: 'The Vasiyat team',
  footer: 'Why you got this',
  ...overrides,
});

describe('layoutMail', () => {
  it('escapes every text and sets the language and direction', () => {
    const { html, subject, to } = layoutMail(parts());
    expect({ subject, to }).toEqual({ subject: 'Subject <b>', to: 'asha@example.in' });
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('प्रिय &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Asha&#34;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Subject &#60;b&#62;</title>');
    expect(html).toContain('24 Nov &#60;now&#62;</td>');
    expect(html).toContain('It&#39;s quiet');
    expect(html).toContain('>482913</p>');
    expect(html).toContain('href="https://vasiyat.example/forgot-password"');
  });

  it('writes the plain-text twin from the same parts, in the same order', () => {
    expect(layoutMail(parts()).text).toBe(
      [
        'प्रिय <script>alert(1)</script> & "Asha",',
        'First paragraph',
        '    482913',
        'When: 24 Nov <now>',
        "It's quiet",
        'Reset my password: https://vasiyat.example/forgot-password',
        'The Vasiyat team',
        '--',
        'Vasiyat · Why you got this',
      ].join('\n\n'),
    );
  });

  it('links only to web addresses', () => {
    const { html } = layoutMail(parts({ blocks: [{ kind: 'action', text: 'Open', url: 'javascript:alert(1)' }] }));
    expect(html).toContain('href="#"');
    expect(html).not.toContain('javascript:');
  });

  it('reads right to left for a right-to-left script', () => {
    expect([directionOf('ur'), directionOf('hi'), directionOf('ta'), directionOf('not a language!')]).toEqual(['rtl', 'ltr', 'ltr', 'ltr']);
    expect(layoutMail(parts({ language: 'ur' })).html).toContain('<html lang="ur" dir="rtl">');
  });
});
