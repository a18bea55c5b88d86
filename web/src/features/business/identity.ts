import { es } from '../../locales/es';

/** The back-office header's display name: the part of the email before the '@' (spec §2). */
export function displayNameFromEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim();
}

/** The role label of the back-office header (spec §6). */
export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case 'business':
      return es.business.roles.business;
    case 'cashier':
      return es.business.roles.cashier;
    case 'super_admin':
      return es.business.roles.superAdmin;
    default:
      return es.business.roles.other;
  }
}

/** Where a successful business login lands: the admin dashboard for super admins. */
export function homeForRole(role: string | null | undefined): string {
  return role === 'super_admin' ? '/business/admin' : '/business/raffles';
}
