import { useAuth } from '../../lib/auth-context';
import { useHasEnded } from '../../lib/countdown';
import type { Raffle } from '../../lib/raffle';
import { drawPermission } from './draw-rule';

/**
 * Whether the signed-in user (the creator, or a super admin) may enter this raffle's result now
 * (`canDraw`: open and the lottery's `draw_at` passed, turning true by itself at that moment), and
 * whether a super admin may correct it.
 */
export function useDrawPermission(raffle: Raffle) {
  const { user, profile } = useAuth();
  const permission = drawPermission(raffle, user?.id ?? null, profile?.is_super_admin === true);
  const drawn = useHasEnded(raffle.draw_at);
  return { ...permission, canDraw: permission.allowed && permission.open && drawn };
}
