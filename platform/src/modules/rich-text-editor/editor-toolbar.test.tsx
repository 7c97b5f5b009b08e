import { describe, expect, it } from 'vitest';
import { contentModelErrors, renderStatic } from '@/modules/test-support';
import { EditorToolbar } from './editor-toolbar';

const noop = () => {};
const inactive = { bold: false, italic: false, bulletList: false, orderedList: false, link: false };

describe('the rich-text toolbar', () => {
  it.each([false, true])('names its buttons, never a role-less span (disabled: %s)', (disabled) => {
    const html = renderStatic(
      <EditorToolbar
        label="Mise en forme"
        controls="editor"
        disabled={disabled}
        active={inactive}
        onBold={noop}
        onItalic={noop}
        onBulletList={noop}
        onOrderedList={noop}
        onLink={noop}
      />,
    );
    expect(html).toMatch(/<button[^>]*aria-label="Gras"/);
    expect(contentModelErrors(html)).toEqual([]);
  });
});
