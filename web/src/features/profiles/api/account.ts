import { useMutation } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';

/** What keeps an account from being deleted (`409 account_not_settled`'s details). */
export type NotSettled = Schemas['AccountNotSettled']['error']['details'];

/** `GET /me/export`: everything stored about the caller. */
export function exportMyData(): Promise<Schemas['AccountExport']> {
  return body(api.GET('/me/export'));
}

/** Saves the export as `rifa-mis-datos.json` through a temporary link. */
export async function downloadMyData(): Promise<void> {
  const data = await exportMyData();
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'rifa-mis-datos.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `DELETE /me`, confirmed with the account's password. */
export function deleteMyAccount(password: string): Promise<void> {
  return body(api.DELETE('/me', { body: { password } })).then(() => undefined);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
