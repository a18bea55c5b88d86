import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, rawFile, type Schemas } from '../../../lib/api/client';
import { profileKeys, type Profile } from '../../../lib/profile';

/**
 * What the edit form sends (`PATCH /profiles/me`, the contract's `ProfileUpdate`): every field, as
 * text; email, rating and the rest are not editable.
 */
export type ProfileUpdate = Record<keyof Schemas['ProfileUpdate'], string>;

/** Keeps only name, phone and bio, trimmed ('' clears phone and bio). */
export function toProfilePatch(values: {
  name?: string | null;
  phone?: string | null;
  bio?: string | null;
}): ProfileUpdate {
  return {
    name: (values.name ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    bio: (values.bio ?? '').trim(),
  };
}

export function updateMyProfile(update: ProfileUpdate): Promise<Profile> {
  return body(api.PATCH('/profiles/me', { body: update }));
}

export function uploadMyAvatar(file: File): Promise<Profile> {
  return body(api.PUT('/profiles/me/avatar', rawFile(file)));
}

function useProfileMutation<V>(fn: (value: V) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useUpdateProfile() {
  return useProfileMutation(updateMyProfile);
}

export function useUploadAvatar() {
  return useProfileMutation(uploadMyAvatar);
}

/** Accepted avatar types and size (the server checks the content; lib/image-file.ts). */
export {
  IMAGE_MAX_BYTES as AVATAR_MAX_BYTES,
  IMAGE_TYPES as AVATAR_TYPES,
} from '../../../lib/image-file';
