import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TYPES,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
} from '../../../../domain/schemas/back-office-catalogue.ts';
import type { CatalogueArea } from '../api/catalogue-area.ts';
import { useUploadImage } from '../api/upload-image.ts';

type ImagePickerProps = {
  area: CatalogueArea;
  images: string[];
  onChange(images: string[]): void;
  /** The server's word on a picture, if it refused one. */
  error?: string;
};

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The product's pictures: each chosen file is checked here for type and size (the server checks
 * again, by the file's first bytes), uploaded at once and shown from its new address.
 */
export function ImagePicker({ area, images, onChange, error }: ImagePickerProps) {
  const id = useId();
  const upload = useUploadImage(area);
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(IMAGE_WRONG_TYPE);
    if (file.size > MAX_IMAGE_BYTES) return setProblem(IMAGE_TOO_LARGE);
    try {
      const uploaded = await upload.mutateAsync(await readAsBase64(file));
      if (!images.includes(uploaded.url)) onChange([...images, uploaded.url]);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : IMAGE_WRONG_TYPE);
    }
  };

  return (
    <fieldset aria-describedby={shown ? `${id}-error` : `${id}-hint`}>
      <legend className="block font-medium text-neutral-800 text-sm">
        Pictures <span className="font-normal text-neutral-500">(optional)</span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-neutral-600 text-xs">
        JPEG, PNG or WebP, at most 2 MB each, up to {MAX_PRODUCT_IMAGES}. Without one, the shop draws a
        picture from the name.
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {images.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`View ${index + 1} of the product`}
              width={112}
              height={112}
              className="h-28 w-28 rounded-lg border border-neutral-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(images.filter((image) => image !== url))}
              className="absolute -top-2 -right-2 grid h-7 w-7 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-700 shadow-sm hover:bg-red-50 hover:text-red-700"
              aria-label={`Remove picture ${index + 1}`}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {images.length < MAX_PRODUCT_IMAGES && (
          <li>
            <label
              htmlFor={`${id}-file`}
              className="flex h-28 w-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-neutral-300 border-dashed text-neutral-600 text-xs hover:border-amber-500 hover:text-amber-700 focus-within:border-amber-500 focus-within:ring-2 focus-within:ring-amber-200"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              {upload.isPending ? 'Uploading…' : 'Add picture'}
              <input
                id={`${id}-file`}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="sr-only"
                onChange={onFile}
                disabled={upload.isPending}
              />
            </label>
          </li>
        )}
      </ul>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-red-700 text-sm">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
