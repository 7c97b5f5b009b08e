import { describe, expect, it } from 'vitest';
import { innerHtml, markup } from './html';

describe('markup', () => {
  it('escapes every value in text and in attributes', () => {
    const title = `<script>alert("x")</script> & 'co'`;
    expect(markup`<h2 title="${title}">${title}</h2>`.value).toBe(
      '<h2 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h2>',
    );
  });

  it('cannot be closed out of a quoted attribute', () => {
    const link = markup`<a href="${'" onmouseover="alert(1)'}">x</a>`.value;
    expect(link).toBe('<a href="&quot; onmouseover=&quot;alert(1)">x</a>');
    expect(link).not.toContain('" onmouseover');
  });

  it('keeps nested templates as markup and escapes what they hold once', () => {
    const chip = (label: string) => markup`<span>${label}</span>`;
    expect(markup`<div>${[chip('a<b'), chip('c&d')]}</div>`.value).toBe(
      '<div><span>a&lt;b</span><span>c&amp;d</span></div>',
    );
  });

  it('leaves out null, undefined and false, and writes numbers', () => {
    expect(markup`<p>${null}${undefined}${false}${0}${12.5}</p>`.value).toBe('<p>012.5</p>');
  });

  it('treats a plain string that looks like markup as text', () => {
    expect(markup`${'<b>bold</b>'}`.value).toBe('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('hands React the markup as it is', () => {
    expect(innerHtml(markup`<i>${'&'}</i>`)).toEqual({
      dangerouslySetInnerHTML: { __html: '<i>&amp;</i>' },
    });
  });
});
