import { describe, expect, it } from 'vitest';
import { editorLinkHref } from './editor-link-href';

describe('editorLinkHref', () => {
  it('completes what people type', () => {
    expect(editorLinkHref('example.com/jobs')).toBe('https://example.com/jobs');
    expect(editorLinkHref(' rh@example.com ')).toBe('mailto:rh@example.com');
    expect(editorLinkHref('http://example.com')).toBe('http://example.com/');
  });

  it('refuses other schemes and nonsense', () => {
    expect(editorLinkHref('javascript:alert(1)')).toBeNull();
    expect(editorLinkHref('data:text/html,x')).toBeNull();
    expect(editorLinkHref('ftp://example.com')).toBeNull();
    expect(editorLinkHref('not a link')).toBeNull();
    expect(editorLinkHref('')).toBeNull();
  });
});
