import { imageFileProblem } from '../../lib/image-file';
import { es } from '../../locales/es';

/** The server's message for a file it would refuse, or null (the server decides anyway). */
export function avatarFileError(file: File | null | undefined): string | null {
  const problem = imageFileProblem(file);
  return problem ? es.profile.avatar[problem] : null;
}
