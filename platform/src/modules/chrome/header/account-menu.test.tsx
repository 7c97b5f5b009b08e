import { describe, expect, it } from 'vitest';
import { contentModelErrors, renderStatic } from '@/modules/test-support';
import { AccountMenu } from './account-menu';

describe('the account menu button', () => {
  it('holds only phrasing content: its initials avatar is a span (Nu checker, issue 46)', () => {
    const html = renderStatic(<AccountMenu fullName="Julie Tremblay" profileHref="/fr/x" />);
    expect(html).toContain('JT');
    expect(contentModelErrors(html)).toEqual([]);
  });
});
