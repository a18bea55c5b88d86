import { formatCount } from '../../lib/format';
import { es } from '../../locales/es';
import type { Plan } from '../plans';

/** What a plan allows, in the words of the profile's plan section. */
export function planFeatures(plan: Plan): string[] {
  const t = es.profile.plan;
  const features = [
    plan.max_active_raffles === null ? t.unlimitedActive : t.maxActive(plan.max_active_raffles),
    t.maxTickets(formatCount(plan.max_tickets_per_raffle)),
    plan.can_create_private ? t.privateIncluded : t.publicOnly,
  ];
  if (plan.has_admin_panel) features.push(t.backOffice(plan.max_cashiers));
  return features;
}
