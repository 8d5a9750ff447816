import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, getUploadImageExtension } from '@mantine/tiptap';
import { NOTES_MAX, stripMarkup } from '@portal/contracts';
import Image from '@tiptap/extension-image';
import { useEditor, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { showErrorToast } from './toast';

/** The spec's rich editor height. */
const EDITOR_HEIGHT = 300;

/** Images uploaded as they are picked, dropped or pasted; a refused one is said in a toast. */
const imageExtension = (onImageUpload: (file: File) => Promise<string>): AnyExtension =>
  getUploadImageExtension(Image, {
    onImageUpload,
    onImageUploadError: (_file, reason) => showErrorToast('Image upload failed', reason),
  }) as AnyExtension;

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  /** Uploads a picked, dropped or pasted image and answers its address; none: no images. */
  onImageUpload?: (file: File) => Promise<string>;
  /** The editing area's height in pixels (default the spec's 300). */
  height?: number;
}

/**
 * Rich text as the user writes it: Mantine's tiptap editor (starter kit and links; images when
 * `onImageUpload` is given), its visible text counted against the 500 characters the rules
 * allow. Loaded only where it is shown (`NotesEditor`, or a dialog's own chunk): tiptap and
 * ProseMirror are large.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  disabled,
  onImageUpload,
  height = EDITOR_HEIGHT,
}: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      ...(onImageUpload ? [imageExtension(onImageUpload)] : []),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-description ${id}-error`,
        'aria-multiline': 'true',
        ...(required ? { 'aria-required': 'true' } : {}),
        role: 'textbox',
      },
    },
    // The form's field callbacks: stable for the editor's life.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  const length = stripMarkup(value).length;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      labelProps={{ id: `${id}-label` }}
      error={error}
      description={[description, `${length}/${NOTES_MAX} characters`].filter(Boolean).join(' ')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <RichTextEditor editor={editor} {...(onImageUpload ? { onImageUpload } : {})}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {onImageUpload ? (
              <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif,image/webp" />
            ) : null}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={height} h={height} style={{ overflowY: 'auto' }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
