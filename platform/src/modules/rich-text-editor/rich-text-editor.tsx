'use client';

import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { RichTextEditorProps } from './rich-text-editor-props';

// Tiptap and ProseMirror are about 100 kB: loaded on the client when a form shows an editor.
const TiptapEditor = dynamic(() => import('./tiptap-editor').then((m) => m.TiptapEditor), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={168} aria-hidden />,
});

/**
 * A labelled rich-text field (bold, italic, lists, links) that fits react-hook-form's
 * `Controller`: `value` is HTML, `onChange` receives HTML ('' when empty). The label, asterisk,
 * helper and error are rendered at once; the editor arrives a moment later.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, required, error, helperText } = props;
  const labelId = `${id}-label`;
  const describedBy = `${id}-description`;
  return (
    <Box sx={{ my: 2 }}>
      <Box
        id={labelId}
        // The editable area is a div, which a <label> cannot name: aria-labelledby does, and a
        // click on the label still puts the caret in the editor.
        onClick={() => document.getElementById(id)?.focus()}
        sx={{
          display: 'block',
          mb: 0.75,
          fontWeight: 600,
          color: error ? 'error.main' : 'text.primary',
        }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
            *
          </Box>
        ) : null}
      </Box>
      <TiptapEditor
        {...props}
        labelId={labelId}
        describedBy={error || helperText ? describedBy : undefined}
      />
      {error || helperText ? (
        <FormHelperText id={describedBy} error={Boolean(error)} sx={{ mx: 0 }}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
