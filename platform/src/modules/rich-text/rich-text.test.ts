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
});
