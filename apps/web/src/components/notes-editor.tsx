import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-field';

const RichTextField = lazy(() =>
  import('./rich-text-field').then((module) => ({ default: module.RichTextField })),
);

/** The call notes editor's height: a few lines, so the dialog fits a phone's screen. */
const NOTES_HEIGHT = 140;

export type NotesEditorProps = Omit<RichTextFieldProps, 'onImageUpload' | 'height'>;

/**
 * Call notes in rich text (no images), judged on their visible text by the rules. The editor
 * (tiptap and ProseMirror) loads the first time one is shown, never with a route.
 */
export function NotesEditor(props: NotesEditorProps) {
  return (
    <Suspense
      fallback={
        <Stack gap={4} aria-busy="true" aria-label={`Loading ${props.label}`}>
          <Skeleton h={16} w={120} />
          <Skeleton h={NOTES_HEIGHT + 40} />
        </Stack>
      }
    >
      <RichTextField {...props} height={NOTES_HEIGHT} />
    </Suspense>
  );
}
