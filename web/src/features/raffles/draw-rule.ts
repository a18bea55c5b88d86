import { dayjs } from '../../lib/dayjs';
import { formatDateTime, formatTicketNumber } from '../../lib/format';
import type { Raffle, TotalTickets } from '../../lib/raffle';
import type { Schemas } from '../../lib/api/client';
import { lotteryLabel } from '../../lib/raffle-labels';
import { es } from '../../locales/es';

/** The draw's rule in words, the drawn number as the creator types it, and who may enter it. */

export type UnsoldRule = Schemas['UnsoldRule'];
export type DrawOutcome = Schemas['DrawOutcome'];
export type DrawResult = Schemas['DrawResult'];

export const UNSOLD_RULES: UnsoldRule[] = ['next_draw', 'nearest_sold', 'void'];
/** `draw_at` is at most this many days after `end_date` (api/openapi.yaml `RaffleCreate`). */
export const DRAW_AT_MAX_DAYS = 30;

/** How many of the lottery result's last digits make the number: 2, 3 or 4 (00–99 … 0000–9999). */
export function drawDigits(total: number): number {
  return String(total - 1).length;
}

type RuleFields = Pick<Raffle, 'lottery' | 'draw_at' | 'total_tickets' | 'unsold_rule'>;

/** What happens when the drawn number has no paid ticket, in one sentence. */
export function unsoldRuleText(rule: UnsoldRule, total: TotalTickets): string {
  const t = es.draw.unsold;
  if (rule === 'nearest_sold')
    return t.nearest_sold(formatTicketNumber(0, total), formatTicketNumber(total - 1, total));
  return t[rule];
}

/** 'Cómo se elige el ganador': lottery, date, digits, only paid tickets, and the unsold rule. */
export function drawRuleText(raffle: RuleFields): string {
  return `${es.draw.rule(
    lotteryLabel(raffle.lottery),
    formatDateTime(raffle.draw_at),
    drawDigits(raffle.total_tickets),
  )} ${unsoldRuleText(raffle.unsold_rule, raffle.total_tickets)}`;
}

/**
 * The number a typed lottery result gives (its last 2, 3 or 4 digits), or null while it is not a
 * result yet (not digits only, or fewer digits than the raffle uses, or more than 8). Display only:
 * the server decides.
 */
export function drawnNumberPreview(text: string, total: number): number | null {
  const value = text.trim();
  const digits = drawDigits(total);
  if (!/^\d+$/.test(value) || value.length < digits || value.length > 8) return null;
  return Number(value.slice(-digits));
}

/** The draw form's check of the lottery result (the server's rule: 2–8 digits, at least the raffle's). */
export function lotteryResultError(text: string | undefined, total: number): string | null {
  return drawnNumberPreview(text ?? '', total) === null
    ? es.draw.register.lotteryResultError(drawDigits(total))
    : null;
}

/** An optional http(s) link of at most 500 characters. */
export function resultUrlError(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  return /^https?:\/\/\S+$/i.test(value) && value.length <= 500
    ? null
    : es.draw.register.resultUrlError;
}

/**
 * Why the drawn number did not win: not sold, sold but unpaid, or (when the grid is not known)
 * both in one phrase.
 */
export function notWinningReason(sold: boolean | null): string {
  const t = es.draw.result.why;
  if (sold === null) return t.unknown;
  return sold ? t.unpaid : t.unsold;
}

/** The outcome of a draw in words ('El 21 no estaba pagado; ganó el número pagado más cercano: 23'). */
export function outcomeText(
  result: Pick<DrawResult, 'outcome' | 'drawn_number' | 'winner_number'>,
  raffle: Pick<Raffle, 'lottery' | 'total_tickets'>,
  drawnSold: boolean | null,
): string {
  const t = es.draw.result.outcome;
  const pad = (n: number) => formatTicketNumber(n, raffle.total_tickets);
  const drawn = pad(result.drawn_number);
  const why = notWinningReason(drawnSold);
  switch (result.outcome) {
    case 'winner':
      return t.winner(pad(result.winner_number ?? result.drawn_number));
    case 'nearest_sold':
      return t.nearest_sold(drawn, pad(result.winner_number ?? 0), why);
    case 'void':
      return t.void(drawn, why);
    case 'next_draw':
      return t.next_draw(drawn, why, lotteryLabel(raffle.lottery));
  }
}

/**
 * `draw_at` of the form: at or after the close, at most {@link DRAW_AT_MAX_DAYS} days after (empty
 * means the closing date itself).
 */
export function drawAtError(
  drawAt: string | undefined,
  endDate: string | undefined,
): string | null {
  const e = es.createRaffle.errors;
  if (!drawAt) return null; // follows the closing date
  const draw = dayjs(drawAt);
  if (!draw.isValid()) return e.drawAtBefore;
  if (!endDate || !dayjs(endDate).isValid()) return null;
  const end = dayjs(endDate);
  if (draw.isBefore(end)) return e.drawAtBefore;
  return draw.isAfter(end.add(DRAW_AT_MAX_DAYS, 'day')) ? e.drawAtTooLate : null;
}

/** Who may enter the lottery result of a raffle, and when (api/openapi.yaml `drawRaffle`). */
export interface DrawPermission {
  /** The creator or a super admin. */
  allowed: boolean;
  /** Still open to a draw (active or waiting: sales may have ended, or a next draw decides). */
  open: boolean;
  /** A super admin on a completed raffle with a draw: 'Corregir sorteo'. */
  canCorrect: boolean;
}

export function drawPermission(
  raffle: Pick<Raffle, 'creator_id' | 'status' | 'result'>,
  userId: string | null,
  isSuperAdmin: boolean,
): DrawPermission {
  const allowed = isSuperAdmin || (userId !== null && userId === raffle.creator_id);
  const open = raffle.status === 'active' || raffle.status === 'waiting';
  return {
    allowed,
    open,
    canCorrect: isSuperAdmin && raffle.status === 'completed' && raffle.result !== null,
  };
}

/** The confirmation's sentence: what the server's rule decides for the typed result. */
export function previewSentence(
  preview: Schemas['DrawPreview'],
  totalTickets: number,
  lottery: string,
) {
  const t = es.draw.register.outcome;
  const drawn = formatTicketNumber(preview.drawn_number, totalTickets);
  const name = preview.winner_name ?? es.draw.result.noName;
  const winner =
    preview.winner_number === null ? '' : formatTicketNumber(preview.winner_number, totalTickets);
  switch (preview.outcome) {
    case 'winner':
      return t.winner(drawn, name);
    case 'nearest_sold':
      return t.nearest_sold(drawn, winner, name);
    case 'void':
      return t.void(drawn);
    default:
      return t.next_draw(drawn, lottery);
  }
}
