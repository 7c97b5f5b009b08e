'use client';

import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/modules/http';
import type { RichTextEditorProps } from './rich-text-editor-props';

// Tiptap and ProseMirror are about 100 kB: a chunk of their own, fetched in the browser when a
// form shows an editor (never on the server, where ProseMirror has no DOM to work with).
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').then((m) => ({ default: m.TiptapEditor })),
);

const placeholder = <Skeleton variant="rounded" height={168} aria-hidden />;

/**
 * A labelled rich-text field (bold, italic, lists, links) that fits react-hook-form's
 * `Controller`: `value` is HTML, `onChange` receives HTML ('' when empty). The label, asterisk,
 * helper and error are rendered at once; the editor arrives a moment later.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, required, error, helperText } = props;
  const labelId = `${id}-label`;
  const describedBy = `${id}-description`;
  const hydrated = useHydrated();
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
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <TiptapEditor
            {...props}
            labelId={labelId}
            describedBy={error || helperText ? describedBy : undefined}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {error || helperText ? (
        <FormHelperText id={describedBy} error={Boolean(error)} sx={{ mx: 0 }}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
