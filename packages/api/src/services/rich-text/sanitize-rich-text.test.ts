import { describe, expect, it } from 'vitest';
import { richTextPlainText, safeLinkHref, sanitizeRichText } from './sanitize-rich-text';

/** Vectors from the usual XSS cheat sheets, in the shapes pasted or posted descriptions take. */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<p onclick="alert(1)" onmouseover=alert(2)>click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">ie</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="https://ok.example/" onclick="alert(1)" style="color:red" class="x" target="_blank">ok</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>unclosed <b onmouseover=alert(1)>bold <a href=javascript:alert(1)>link',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><img src=x onerror=alert(1)></template>',
  '<video><source onerror="alert(1)"></video>',
  '<x onclick=alert(1) contenteditable>x</x>',
  '"><img src=x onerror=alert(1)>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<p><a href="javascript:alert(1)">a</a><a href="https://ok.example/">b</a><a href="data:x">c</a></p>',
];

const allowedTags = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
]);

/** Everything the output holds that a browser would treat as markup must be on the allow-list. */
function assertOnlySafeMarkup(html: string) {
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [, closing, tag = '', attrs = ''] = match;
    // Well-formed: every closing tag closes the innermost open one (a stray close would leave a
    // link open over the rest of the page).
    if (closing) expect(open.pop(), `</${tag}> in ${html}`).toBe(tag);
    else if (tag !== 'br') open.push(tag);
    expect(allowedTags, `tag <${tag}> in ${html}`).toContain(tag.toLowerCase());
    for (const attr of attrs.matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)) {
      const [, name = '', value = ''] = attr;
      expect(tag, `attribute ${name} on <${tag}>`).toBe('a');
      expect(['href', 'rel']).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/[^/]|mailto:)/);
      if (name === 'rel') expect(value).toBe('noopener noreferrer nofollow');
    }
  }
  expect(open, `unclosed in ${html}`).toEqual([]);
  expect(html).not.toMatch(/javascript|vbscript|data:|on\w+\s*=|style\s*=|class\s*=/i);
}

describe('sanitizeRichText', () => {
  it.each(xssCorpus.map((v) => [v]))('nothing executable survives %s', (vector) => {
    const clean = sanitizeRichText(vector);
    assertOnlySafeMarkup(clean);
    // Stable when sanitised again: what we store parses back to itself (no mutation XSS).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('has a corpus of at least 30 vectors', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Rôle</h2><h3>Tâches</h3><h4>Détails</h4><p>Un <strong>bon</strong> <em>poste</em> <u>ici</u><br>ligne 2</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s) and mailto links, with rel and without target or handlers', () => {
    expect(
      sanitizeRichText(
        '<p><a href="https://example.com/jobs?a=1&amp;b=2" target="_blank" rel="opener">site</a> <a href="mailto:rh@example.com">mail</a></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/jobs?a=1&amp;b=2" rel="noopener noreferrer nofollow">site</a> ' +
        '<a href="mailto:rh@example.com" rel="noopener noreferrer nofollow">mail</a></p>',
    );
  });

  it('keeps the words of a link whose target is refused', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">Postuler</a></p>')).toBe(
      '<p>Postuler</p>',
    );
  });

  it('closes each kept link with its own tag after a refused one', () => {
    expect(
      sanitizeRichText(
        '<p><a href="javascript:alert(1)">a</a> <a href="https://ok.example">b</a> <i>c</i></p>',
      ),
    ).toBe(
      '<p>a <a href="https://ok.example/" rel="noopener noreferrer nofollow">b</a> <em>c</em></p>',
    );
  });

  it('maps b, i and other headings to the allowed ones', () => {
    expect(sanitizeRichText('<h1>T</h1><b>b</b><i>i</i><h6>s</h6>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em><h4>s</h4>',
    );
  });

  it('cleans Word paste markup down to its text and structure', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=FR-CA style='tab-interval:36.0pt'><!--StartFragment--><p class=MsoNormal style='mso-margin-top-alt:auto'><b><span lang=FR-CA style='font-family:"Calibri",sans-serif'>Serveur / serveuse<o:p></o:p></span></b></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=FR-CA>Service aux tables<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>`;
    const clean = sanitizeRichText(word);
    assertOnlySafeMarkup(clean);
    expect(clean).not.toMatch(/Mso|mso-|<o:|\[if|font-family|StartFragment/);
    expect(clean).toContain('<strong>Serveur / serveuse</strong>');
    expect(clean).toContain('Service aux tables');
  });

  it('cleans markup copied from a web page', () => {
    const web =
      '<div class="job" data-id="4"><span style="color:#333" id="t">Cuisinier</span><section><p dir="ltr" aria-label="x">Temps plein</p></section><button onclick="apply()">Apply</button></div>';
    expect(sanitizeRichText(web)).toBe('Cuisinier<p>Temps plein</p>');
  });

  it('gives an empty string for markup without text', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p>&nbsp;</p><p><br></p>')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });
});

describe('richTextPlainText', () => {
  it('is the text a reader sees, entities decoded', () => {
    expect(richTextPlainText('<p>Un &amp; deux</p><ul><li>trois</li></ul>x<br>y')).toBe(
      'Un & deux trois x y',
    );
    expect(richTextPlainText('<script>hidden</script><p>shown</p>')).toBe('shown');
  });
});

describe('safeLinkHref', () => {
  it('accepts absolute http(s) and mailto URLs only', () => {
    expect(safeLinkHref('https://example.com')).toBe('https://example.com/');
    expect(safeLinkHref('mailto:a@b.ca')).toBe('mailto:a@b.ca');
    expect(safeLinkHref('/relative')).toBeNull();
    expect(safeLinkHref('ftp://example.com')).toBeNull();
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
  });
});
