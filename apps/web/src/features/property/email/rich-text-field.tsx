import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, getUploadImageExtension } from '@mantine/tiptap';
import { checkImageUpload, NOTES_MAX, stripMarkup } from '@portal/contracts';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { showErrorToast } from '../../../components/toast';
import { uploadEditorImage } from './api/email';

/** The spec's rich editor height. */
const EDITOR_HEIGHT = 300;

/** An image is checked here first (2 MB, an image), then by the server, which resizes it. */
async function uploadImage(file: File): Promise<string> {
  const refusal = checkImageUpload(file.size, file.type);
  if (refusal) throw new Error(refusal);
  return uploadEditorImage(file);
}

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The email message: Mantine's tiptap editor (starter kit, links, images uploaded through
 * PUT /v1/misc/image/upload as they are picked, dropped or pasted), its text counted against
 * the 500 characters the rule allows.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(Image, {
        onImageUpload: uploadImage,
        onImageUploadError: (_file, reason) => showErrorToast('Image upload failed', reason),
      }),
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' },
    },
    // The form's field callbacks: stable for the editor's life.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const length = stripMarkup(value).length;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelProps={{ id: `${id}-label` }}
      error={error}
      description={`${length}/${NOTES_MAX} characters`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <RichTextEditor editor={editor} onImageUpload={uploadImage}>
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
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif,image/webp" />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content
          mih={EDITOR_HEIGHT}
          h={EDITOR_HEIGHT}
          style={{ overflowY: 'auto' }}
        />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
