import { CameraIcon, ImageIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { FormSection } from '@/components/cocktail-form/CocktailFormSections';
import { Button } from '@/components/ui/button';
import { decodesAsImage } from '@/lib/image-file';
import { UPLOAD_MESSAGES, uploadError } from '@common/uploads';

export const PHOTO_CAPTURED = 'Photo captured';
export const PHOTO_SELECTED = 'Photo selected';

interface PhotoPickerProps {
  /** A photo chosen on this device, not sent yet. */
  file: File | null;
  /** The photo already saved with the cocktail (edit mode). */
  savedUrl: string | null;
  onFile(file: File | null): void;
  onRemoveSaved(): void;
}

/** Photo (optional): Take Photo with the camera on phones, or Choose from Gallery, with a preview. */
export function PhotoPicker({ file, savedUrl, onFile, onRemoveSaved }: PhotoPickerProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (chosen: File | undefined, fromCamera: boolean) => {
    if (!chosen) return;
    // The type is what the file's name claims; only a file that decodes is a picture.
    const error =
      uploadError(chosen, 'cocktail_photo') ?? ((await decodesAsImage(chosen)) ? null : UPLOAD_MESSAGES.cocktail_photo.notImage);
    if (error) {
      toast.error(error);
      return;
    }
    onFile(chosen);
    toast.success(fromCamera ? PHOTO_CAPTURED : PHOTO_SELECTED);
  };

  const shown = preview ?? savedUrl;
  return (
    <FormSection title="Photo" description="Optional. JPG, PNG or WebP up to 5MB.">
      {shown ? (
        <div className="relative">
          <img src={shown} alt="Cocktail photo preview" className="aspect-[4/3] w-full rounded-xl border bg-muted object-cover" />
          <Button
            variant="secondary"
            size="icon-sm"
            className="absolute top-2 right-2 rounded-full shadow-md"
            aria-label="Remove photo"
            onClick={() => (file ? onFile(null) : onRemoveSaved())}
          >
            <XIcon className="size-4.5" />
          </Button>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          className="h-auto min-h-11 px-3 py-2 leading-tight whitespace-normal"
          onClick={() => cameraInput.current?.click()}
        >
          <CameraIcon aria-hidden="true" />
          Take Photo
        </Button>
        <Button
          variant="outline"
          className="h-auto min-h-11 px-3 py-2 leading-tight whitespace-normal"
          onClick={() => galleryInput.current?.click()}
        >
          <ImageIcon aria-hidden="true" />
          Choose from Gallery
        </Button>
      </div>
      {/* The pickers the buttons open (the camera on phones; elsewhere a file picker). Out of the page and
          of the accessibility tree: the buttons above are the controls. */}
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(event) => {
          void choose(event.target.files?.[0], true);
          event.target.value = '';
        }}
      />
      <input
        ref={galleryInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          void choose(event.target.files?.[0], false);
          event.target.value = '';
        }}
      />
    </FormSection>
  );
}
