import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text-view';

describe('richTextHtml', () => {
  it('writes the allowed tags back, text escaped once', () => {
    expect(
      richTextHtml('<p>Bonjour &amp; <strong>bienvenue</strong></p><ul><li>Un</li></ul>').value,
    ).toBe('<p>Bonjour &amp; <strong>bienvenue</strong></p><ul><li>Un</li></ul>');
  });

  it('keeps what an employer escaped as text, and what they did not escape out', () => {
    expect(richTextHtml('&lt;script&gt;alert(1)&lt;/script&gt;').value).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    const hostile = richTextHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    ).value;
    expect(hostile).toBe('<p>Hix</p>');
  });

  it('writes a link with its checked target, escaped, and a line break without closing it', () => {
    expect(
      richTextHtml('<p>A<br>B <a href="https://example.com/a?b=1&amp;c=&quot;2&quot;">site</a></p>')
        .value,
    ).toBe(
      '<p>A<br>B <a href="https://example.com/a?b=1&amp;c=%222%22" rel="noopener noreferrer nofollow">site</a></p>',
    );
  });
});
