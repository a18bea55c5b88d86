import type { Schemas } from './api/client';
import { formatCount } from './format';
import { es } from '../locales/es';

/**
 * What a plan allows (public or private raffles, active raffles, numbers per raffle, back-office
 * and cashiers), in the words of the profile's plan list and the subscription's plan choice.
 */
export function planFeatures(plan: Schemas['Plan']): string[] {
  const t = es.profile.plan;
  const features = [
    plan.max_active_raffles === null ? t.unlimitedActive : t.maxActive(plan.max_active_raffles),
    t.maxTickets(formatCount(plan.max_tickets_per_raffle)),
    plan.can_create_private ? t.privateIncluded : t.publicOnly,
  ];
  if (plan.has_admin_panel) features.push(t.backOffice(plan.max_cashiers));
  return features;
}
