import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('keeps paragraphs and lists', () => {
    expect(parseRichText('<p>Bonjour &amp; bienvenue</p><ul><li>Un</li></ul>')).toEqual([
      { tag: 'p', children: ['Bonjour & bienvenue'] },
      { tag: 'ul', children: [{ tag: 'li', children: ['Un'] }] },
    ]);
  });

  it('drops scripts, attributes and unknown tags, keeping their readable text', () => {
    const tree = parseRichText(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    expect(tree).toEqual([{ tag: 'p', children: ['Hi ', 'there'] }]);
  });

  it('treats an escaped tag as text, never as markup', () => {
    expect(parseRichText('&lt;script&gt;')).toEqual(['<script>']);
  });

  it('keeps http(s) and mailto links with their target, and only those', () => {
    expect(
      parseRichText(
        '<p><a href="https://example.com/a?b=1&amp;c=2" onclick="x()">site</a><a href="mailto:rh@example.com">mail</a></p>',
      ),
    ).toEqual([
      {
        tag: 'p',
        children: [
          { tag: 'a', href: 'https://example.com/a?b=1&c=2', children: ['site'] },
          { tag: 'a', href: 'mailto:rh@example.com', children: ['mail'] },
        ],
      },
    ]);
    for (const href of [
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/relative',
    ]) {
      expect(parseRichText(`<a href="${href}">x</a>`)).toEqual(['x']);
    }
  });
});
