import { useRef } from 'react';
import { IconButton } from './IconButton';
import { VisuallyHidden } from './VisuallyHidden';

export interface PictureButtonProps {
  /** What the button does ("Send a picture", "Add a picture"). */
  label: string;
  /** An upload is running: the button shows its spinner. */
  loading?: boolean;
  /** The picture chosen; the same file can be chosen again afterwards. */
  onPick(file: File): void;
}

/** An icon button that opens the file chooser for one picture (a chat's, a post's). */
export function PictureButton({ label, loading, onPick }: PictureButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton icon="gallery" label={label} loading={loading} onClick={() => input.current?.click()} />
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
      </VisuallyHidden>
    </>
  );
}
