import { es } from '../../locales/es';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from './api/profile';

/** The server's message for a file it would refuse, or null (the server decides anyway). */
export function avatarFileError(file: File | null | undefined): string | null {
  const t = es.profile.avatar;
  if (!file) return t.noFile;
  if (!AVATAR_TYPES.includes(file.type)) return t.badType;
  if (file.size > AVATAR_MAX_BYTES) return t.tooBig;
  return null;
}
