import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, rawFile, type Schemas } from '../../../lib/api/client';
import { profileKeys, type Profile } from '../../../lib/profile';

/**
 * What the edit form sends (`PATCH /profiles/me`, the contract's `ProfileUpdate`): name, phone and
 * bio, as text; email, rating and the rest are not editable.
 */
export type ProfileUpdate = Record<'name' | 'phone' | 'bio', string>;

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

/** `PATCH /profiles/me` with the fields that change (the form's, or the e-mail switch alone). */
export function updateMyProfile(update: Schemas['ProfileUpdate']): Promise<Profile> {
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

/** The switch for e-mailing high-priority notifications (`email_notifications`). */
export function useSetEmailNotifications() {
  return useProfileMutation((enabled: boolean) =>
    updateMyProfile({ email_notifications: enabled }),
  );
}

export function useUploadAvatar() {
  return useProfileMutation(uploadMyAvatar);
}

/** Accepted avatar types and size (the server checks the content; lib/image-file.ts). */
export {
  IMAGE_MAX_BYTES as AVATAR_MAX_BYTES,
  IMAGE_TYPES as AVATAR_TYPES,
} from '../../../lib/image-file';

/** The creator's Bs-per-USD rate (`exchange_rate`; 0 removes it). */
export function useSetExchangeRate() {
  return useProfileMutation((rate: number) => updateMyProfile({ exchange_rate: rate }));
}
