import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { RichTextField, RichTextFieldProps } from './rich-text-field';

interface FieldModule {
  RichTextField: typeof RichTextField;
}

/** The editor's module once it has loaded: then it is drawn at once, with no placeholder. */
let loaded: FieldModule | null = null;
const load = (): Promise<FieldModule> =>
  import('./rich-text-field').then((module) => (loaded = module));
const LazyRichTextField = lazy(() => load().then((module) => ({ default: module.RichTextField })));

/**
 * Starts loading the editor before it is shown (a dialog that will show notes), so it is there
 * when it is.
 */
export function preloadNotesEditor(): void {
  void load();
}

/** The call notes editor's height: a few lines, so the dialog fits a phone's screen. */
const NOTES_HEIGHT = 140;

export type NotesEditorProps = Omit<RichTextFieldProps, 'onImageUpload' | 'height'>;

/**
 * Call notes in rich text (no images), judged on their visible text by the rules. The editor
 * (tiptap and ProseMirror) loads the first time one is shown or preloaded, never with a route.
 */
export function NotesEditor(props: NotesEditorProps) {
  // Chosen once: switching paths later would remount the editor while it is being typed in.
  const [ready] = useState(() => loaded);
  if (ready) return <ready.RichTextField {...props} height={NOTES_HEIGHT} />;
  return (
    <Suspense
      fallback={
        <Stack gap={4} aria-busy="true" aria-label={`Loading ${props.label}`}>
          <Skeleton h={16} w={120} />
          <Skeleton h={NOTES_HEIGHT + 40} />
        </Stack>
      }
    >
      <LazyRichTextField {...props} height={NOTES_HEIGHT} />
    </Suspense>
  );
}
