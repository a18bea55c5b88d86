import { dayjs } from '../../lib/dayjs';
import { formatAmount, formatCount, parseAmount } from '../../lib/format';
import type { Plan, Permissions } from '../plans';
import {
  TOTAL_TICKETS_OPTIONS,
  type Lottery,
  type Raffle,
  type RaffleInput,
  type TotalTickets,
} from '../../lib/raffle';
import { es } from '../../locales/es';
import { drawAtError, type UnsoldRule } from './draw-rule';

/** Field rules of a raffle (api/openapi.yaml `RaffleCreate`; the server's Spanish messages). */

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const PRICE_MAX = 10_000;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
/** The choices of 'Tiempo para pagar' (`reservation_minutes`): 15 minutes to 72 hours. */
export const RESERVATION_OPTIONS = [15, 30, 60, 120, 360, 720, 1440, 2880, 4320] as const;
export const DEFAULT_RESERVATION_MINUTES = 1440;

/** The form's values; field names are the API's, so a 422's `details` land on them. */
export interface RaffleFormValues {
  title: string;
  description: string;
  /** As typed: "2,5", "2.50", "1.234,56" (read by {@link parseAmount}). */
  ticket_price: string;
  total_tickets: TotalTickets;
  lottery: Lottery | undefined;
  /** `YYYY-MM-DDTHH:mm` in local time (a datetime-local input). */
  end_date: string;
  tags: string[];
  is_private: boolean;
  /** 'Tiempo para pagar': how long a purchase holds its numbers (locked after the first sale). */
  reservation_minutes: number;
  /**
   * 'Sorteo de la lotería', `YYYY-MM-DDTHH:mm` local: the lottery draw that decides; empty follows
   * the closing date (locked after the first sale, like the rule below).
   */
  draw_at: string;
  /** What happens when the drawn number has no paid ticket. */
  unsold_rule: UnsoldRule;
}

const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

export function toDatetimeLocal(value: string | Date): string {
  return dayjs(value).format(DATETIME_LOCAL);
}

const e = es.createRaffle.errors;

export function titleError(value: string | undefined): string | null {
  const length = (value ?? '').trim().length;
  if (length === 0) return e.titleRequired;
  return length < TITLE_MIN || length > TITLE_MAX ? e.title : null;
}

export function descriptionError(value: string | undefined): string | null {
  return (value ?? '').length > DESCRIPTION_MAX ? e.description : null;
}

export function priceError(text: string | null | undefined): string | null {
  if (!(text ?? '').trim()) return e.priceRequired;
  const value = parseAmount(text);
  if (value === null) return e.priceFormat;
  if (value <= 0) return e.pricePositive;
  const twoDecimals = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return value <= PRICE_MAX && twoDecimals ? null : e.price;
}

/** The draw date must be in the future and within one year of now. */
export function endDateError(value: string | undefined, now: Date = new Date()): string | null {
  if (!value) return e.endDateRequired;
  const date = dayjs(value);
  if (!date.isValid()) return e.endDate;
  return date.isAfter(now) && !date.isAfter(dayjs(now).add(1, 'year')) ? null : e.endDate;
}

/** Trimmed, distinct, without empty ones. */
export function normalizeTags(tags: readonly string[] | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
}

export function tagsError(tags: readonly string[] | undefined): string | null {
  const list = normalizeTags(tags);
  return list.length > TAGS_MAX || list.some((tag) => tag.length > TAG_MAX_LENGTH) ? e.tags : null;
}

/** Every field's error, keyed by field (empty when the form is valid). */
export function validateRaffleForm(
  values: Partial<RaffleFormValues>,
  now: Date = new Date(),
): Partial<Record<keyof RaffleFormValues, string>> {
  const errors: Partial<Record<keyof RaffleFormValues, string>> = {};
  const put = (field: keyof RaffleFormValues, error: string | null) => {
    if (error) errors[field] = error;
  };
  put('title', titleError(values.title));
  put('description', descriptionError(values.description));
  put('ticket_price', priceError(values.ticket_price));
  put(
    'total_tickets',
    values.total_tickets && TOTAL_TICKETS_OPTIONS.includes(values.total_tickets) ? null : e.total,
  );
  put('lottery', values.lottery ? null : e.lotteryRequired);
  put('end_date', endDateError(values.end_date, now));
  put('tags', tagsError(values.tags));
  put('draw_at', drawAtError(values.draw_at, values.end_date));
  return errors;
}

/** The request body of a valid form. */
export function toRaffleInput(values: RaffleFormValues): RaffleInput {
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    ticket_price: Math.round((parseAmount(values.ticket_price) ?? 0) * 100) / 100,
    total_tickets: values.total_tickets,
    lottery: values.lottery as Lottery,
    end_date: dayjs(values.end_date).toISOString(),
    is_private: values.is_private,
    tags: normalizeTags(values.tags),
    reservation_minutes: values.reservation_minutes,
    draw_at: dayjs(values.draw_at || values.end_date).toISOString(),
    unsold_rule: values.unsold_rule,
  };
}

/** The form prefilled with a raffle (editing). */
export function raffleToFormValues(raffle: Raffle): RaffleFormValues {
  return {
    title: raffle.title,
    description: raffle.description,
    ticket_price: formatAmount(raffle.ticket_price),
    total_tickets: raffle.total_tickets,
    lottery: raffle.lottery,
    end_date: toDatetimeLocal(raffle.end_date),
    tags: [...raffle.tags],
    is_private: raffle.is_private,
    reservation_minutes: raffle.reservation_minutes,
    draw_at: toDatetimeLocal(raffle.draw_at),
    unsold_rule: raffle.unsold_rule,
  };
}

/** Price, size, lottery, the time to pay and the draw's rule change only while nothing was sold. */
export function lockedFields(raffle: Pick<Raffle, 'sold_tickets'>): boolean {
  return raffle.sold_tickets > 0;
}

/** The PATCH body of an edit: what changed, without the locked fields of a raffle with sales. */
export function rafflePatch(raffle: Raffle, values: RaffleFormValues): Partial<RaffleInput> {
  const input = toRaffleInput(values);
  const patch: Partial<RaffleInput> = {};
  if (input.title !== raffle.title) patch.title = input.title;
  if (input.description !== raffle.description) patch.description = input.description;
  if (!dayjs(input.end_date).isSame(dayjs(raffle.end_date), 'minute')) {
    patch.end_date = input.end_date;
  }
  if (input.tags.join('\n') !== raffle.tags.join('\n')) patch.tags = input.tags;
  if (input.is_private !== raffle.is_private) patch.is_private = input.is_private;
  if (!lockedFields(raffle)) {
    if (input.ticket_price !== raffle.ticket_price) patch.ticket_price = input.ticket_price;
    if (input.total_tickets !== raffle.total_tickets) patch.total_tickets = input.total_tickets;
    if (input.lottery !== raffle.lottery) patch.lottery = input.lottery;
    if (input.reservation_minutes !== raffle.reservation_minutes) {
      patch.reservation_minutes = input.reservation_minutes;
    }
    if (!dayjs(input.draw_at).isSame(dayjs(raffle.draw_at), 'minute')) {
      patch.draw_at = input.draw_at;
    }
    if (input.unsold_rule !== raffle.unsold_rule) patch.unsold_rule = input.unsold_rule;
  }
  return patch;
}

/** What the plan lets this form choose, each with the reason when it does not. */
export interface PlanRestrictions {
  /** The largest raffle the plan allows. */
  maxTickets: TotalTickets;
  /** Why the total-ticket options above {@link maxTickets} are disabled. */
  totalReason: string | null;
  /** Why a private raffle cannot be chosen, or null. */
  privateReason: string | null;
  /** Why a public raffle cannot be chosen, or null. */
  publicReason: string | null;
  /** Why no raffle can be created now (neither public nor private), or null. */
  blocked: string | null;
}

/**
 * The restrictions of the current plan. Creating uses `/me/permissions` (which also counts the
 * active raffles against `max_active_raffles`); editing an existing raffle only the plan's flags.
 * Without the plan (still loading, or failed) nothing is restricted: the server decides anyway.
 */
export function planRestrictions(
  plan: Plan | undefined,
  permissions: Permissions | undefined,
  mode: 'create' | 'edit',
): PlanRestrictions {
  const r = es.createRaffle.restrictions;
  const maxTickets = plan?.max_tickets_per_raffle ?? 10000;
  const totalReason = maxTickets < 10000 ? r.totalAbovePlan(formatCount(maxTickets)) : null;
  let privateReason: string | null = null;
  let publicReason: string | null = null;
  if (plan && !plan.can_create_private) privateReason = r.privateNotInPlan;
  if (plan && !plan.can_create_public) publicReason = r.publicNotInPlan;
  if (mode === 'create' && permissions) {
    if (!privateReason && !permissions.can_create_private_raffle) privateReason = r.limitReached;
    if (!publicReason && !permissions.can_create_public_raffle) publicReason = r.limitReached;
  }
  let blocked: string | null = null;
  if (mode === 'create' && privateReason && publicReason) {
    blocked =
      privateReason === r.limitReached || publicReason === r.limitReached
        ? r.limitReached
        : r.cannotCreate;
  }
  return { maxTickets, totalReason, privateReason, publicReason, blocked };
}
