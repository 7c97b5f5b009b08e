/**
 * The public surface of the rich-text editor: only what other features use. Import it as
 * `@/modules/rich-text-editor`. The editor itself (Tiptap, ProseMirror) is fetched only when a
 * page renders `RichTextEditor`, so it never weighs on the public pages.
 */
export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor-props';
