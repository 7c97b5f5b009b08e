'use client';

import Box from '@mui/material/Box';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { richTextLinkRel } from '@jobboard/api/contracts/rich-text-rules';
import { editorLinkHref } from './editor-link-href';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { EditorToolbar } from './editor-toolbar';

/** The editor's HTML as the form keeps it: '' for an empty document, not '<p></p>'. */
const formValue = (html: string, empty: boolean) => (empty ? '' : html);

/**
 * Tiptap with only what the server keeps (sanitize-rich-text.ts): paragraphs, h2–h4, bold,
 * italic, underline, lists, line breaks and http(s)/mailto links. Pasted Word or web content is
 * parsed into that schema, so anything else is gone before it reaches the form.
 */
export function TiptapEditor({
  id,
  name,
  value,
  onChange,
  onBlur,
  required,
  error,
  disabled,
  lang,
  labelId,
  describedBy,
}: RichTextEditorProps & { labelId: string; describedBy?: string }) {
  const t = useTranslations('rich-text');
  const [linkOpen, setLinkOpen] = useState(false);
  const lastEmitted = useRef(value);
  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    content: value,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [],
          HTMLAttributes: { rel: richTextLinkRel, target: null },
          isAllowedUri: (url) => editorLinkHref(url) !== null,
        },
      }),
    ],
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = formValue(e.getHTML(), e.isEmpty);
      lastEmitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (form reset, loaded company) replaces the document; our own
  // echo does not, or the caret would jump.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  // Attributes that change after mounting (error, description) reach the editable element.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(lang ? { lang } : {}),
          spellcheck: 'true',
        },
      },
    });
  }, [editor, id, labelId, describedBy, required, error, lang]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const currentHref = () => (editor.getAttributes('link').href as string | undefined) ?? '';

  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
        '&:focus-within': {
          outline: 2,
          outlineColor: error ? 'error.main' : 'primary.main',
          outlineOffset: -1,
        },
        '& .ProseMirror': {
          minHeight: 120,
          px: 1.5,
          py: 1,
          outline: 'none',
          overflowWrap: 'anywhere',
          '& p': { my: 0.75 },
          '& ul, & ol': { pl: 3, my: 0.75 },
          '& a': { color: 'primary.main', textDecoration: 'underline' },
        },
      }}
    >
      <EditorToolbar
        label={t('toolbar')}
        controls={id}
        disabled={disabled}
        active={active}
        onBold={() => editor.chain().focus().toggleBold().run()}
        onItalic={() => editor.chain().focus().toggleItalic().run()}
        onBulletList={() => editor.chain().focus().toggleBulletList().run()}
        onOrderedList={() => editor.chain().focus().toggleOrderedList().run()}
        onLink={() => setLinkOpen(true)}
      />
      <EditorContent editor={editor} />
      {/* Plain form posts (and tests reading the DOM) see the field under its name. */}
      <input type="hidden" name={name} value={value} />
      {linkOpen ? (
        <LinkDialog
          open
          initial={currentHref()}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onSave={(href) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href) chain.setLink({ href }).run();
            else chain.unsetLink().run();
          }}
        />
      ) : null}
    </Box>
  );
}
