// Whether the gallery's address asks for one block alone (/blocks?block=pricing&variant=hosting)
// rather than the whole gallery. Plain code, so the browser tests build the same addresses.

/** The variant name that stands for the block's example.json itself, with nothing changed. */
export const EXAMPLE_VARIANT = 'example';

export interface PreviewRequest {
  type: string;
  variant: string;
}

export function previewRequest(search: string): PreviewRequest | undefined {
  const params = new URLSearchParams(search);
  const type = params.get('block');
  return type ? { type, variant: params.get('variant') ?? EXAMPLE_VARIANT } : undefined;
}

/** The address of one block's preview, for the tests that open it. */
export function previewUrl(galleryPath: string, { type, variant }: PreviewRequest): string {
  return `${galleryPath}?${new URLSearchParams({ block: type, variant })}`;
}
