/**
 * The images the server accepts for avatars and raffle pictures: JPEG, PNG or WebP (it decides by
 * the content), at most 5 MB. Checked here first so the user learns before uploading.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file would be refused; each screen shows its own Spanish message for it. */
export type ImageFileProblem = 'noFile' | 'badType' | 'tooBig';

export function imageFileProblem(file: File | null | undefined): ImageFileProblem | null {
  if (!file) return 'noFile';
  if (!IMAGE_TYPES.includes(file.type)) return 'badType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooBig';
  return null;
}
