import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import type { Raffle } from '../../lib/raffle';
import {
  drawDigits,
  drawPermission,
  drawRuleText,
  drawnNumberPreview,
  previewSentence,
  lotteryResultError,
  outcomeText,
  resultUrlError,
} from './draw-rule';

const DRAW_AT = '2026-12-24T20:00:00.000Z';
const rule = (over: Partial<Raffle> = {}) =>
  ({
    lottery: 'zulia',
    draw_at: DRAW_AT,
    total_tickets: 100,
    unsold_rule: 'next_draw',
    ...over,
  }) as Raffle;

describe('the rule in words', () => {
  it('names the lottery, the draw date, the digits and that only paid tickets take part', () => {
    const text = drawRuleText(rule());
    expect(text).toBe(
      `El ganador sale del sorteo de la Lotería del Zulia del ${formatDateTime(DRAW_AT)}: ` +
        'gana el número igual a las últimas 2 cifras del resultado. Solo participan los tickets ' +
        'pagados antes de ese sorteo. Si ese número no se vendió o no está pagado, decide el ' +
        'próximo sorteo de la misma lotería.',
    );
  });

  it('uses 3 or 4 digits by the raffle size', () => {
    expect(drawRuleText(rule({ total_tickets: 1000 }))).toContain('últimas 3 cifras');
    expect(drawRuleText(rule({ total_tickets: 10000, lottery: 'nacional' }))).toContain(
      'Lotería Nacional',
    );
    expect(drawRuleText(rule({ total_tickets: 10000 }))).toContain('últimas 4 cifras');
  });

  it('says what each unsold rule does', () => {
    expect(drawRuleText(rule({ unsold_rule: 'nearest_sold', total_tickets: 1000 }))).toContain(
      'gana el número pagado más cercano hacia arriba (después del 999 sigue el 000)',
    );
    expect(drawRuleText(rule({ unsold_rule: 'void' }))).toContain(
      'Si el número que salga no está vendido y pagado, la rifa queda sin ganador.',
    );
  });
});

describe('the drawn number as the result is typed', () => {
  it('takes the last 2, 3 or 4 digits of the published number', () => {
    expect(drawDigits(100)).toBe(2);
    expect(drawDigits(1000)).toBe(3);
    expect(drawDigits(10000)).toBe(4);
    expect(drawnNumberPreview('4821', 100)).toBe(21);
    expect(drawnNumberPreview('4821', 1000)).toBe(821);
    expect(drawnNumberPreview('4821', 10000)).toBe(4821);
    expect(drawnNumberPreview(' 0007 ', 1000)).toBe(7);
    expect(drawnNumberPreview('12345678', 100)).toBe(78);
  });

  it('shows nothing until it is a result: digits only, enough of them, at most 8', () => {
    expect(drawnNumberPreview('', 100)).toBeNull();
    expect(drawnNumberPreview('7', 100)).toBeNull();
    expect(drawnNumberPreview('482', 10000)).toBeNull();
    expect(drawnNumberPreview('48-21', 100)).toBeNull();
    expect(drawnNumberPreview('123456789', 100)).toBeNull();
    expect(lotteryResultError('48', 1000)).toBe(
      'Escribe el número publicado por la lotería (al menos 3 cifras)',
    );
    expect(lotteryResultError('482', 1000)).toBeNull();
  });

  it('accepts only an http(s) link, or none', () => {
    expect(resultUrlError('')).toBeNull();
    expect(resultUrlError('https://www.loteriadelzulia.com/resultados')).toBeNull();
    expect(resultUrlError('javascript:alert(1)')).toBe(
      'Escribe un enlace que empiece por http:// o https://',
    );
  });
});

describe('the outcome in words', () => {
  const raffle = { lottery: 'zulia', total_tickets: 100 } as const;
  it('tells each outcome, with why the drawn number did not win when the grid knows', () => {
    expect(
      outcomeText({ outcome: 'winner', drawn_number: 21, winner_number: 21 }, raffle, true),
    ).toBe('Ganó el número 21.');
    expect(
      outcomeText({ outcome: 'nearest_sold', drawn_number: 21, winner_number: 23 }, raffle, true),
    ).toBe('El 21 no estaba pagado; ganó el número pagado más cercano: 23.');
    expect(
      outcomeText({ outcome: 'next_draw', drawn_number: 21, winner_number: null }, raffle, false),
    ).toBe('El 21 no se vendió: decide el próximo sorteo de la Lotería del Zulia.');
    expect(
      outcomeText({ outcome: 'void', drawn_number: 5, winner_number: null }, raffle, null),
    ).toBe('El 05 no estaba vendido y pagado: la rifa queda sin ganador.');
  });
});

describe('who enters the result', () => {
  const raffle = { creator_id: 'c', status: 'waiting', result: null } as Raffle;
  it('the creator or a super admin, while the raffle is open; a super admin corrects', () => {
    expect(drawPermission(raffle, 'c', false)).toEqual({
      allowed: true,
      open: true,
      canCorrect: false,
    });
    expect(drawPermission(raffle, 'b', false).allowed).toBe(false);
    expect(drawPermission(raffle, null, false).allowed).toBe(false);
    expect(drawPermission(raffle, 'b', true).allowed).toBe(true);
    const completed = {
      ...raffle,
      status: 'completed',
      result: { outcome: 'winner' },
    } as Raffle;
    expect(drawPermission(completed, 'c', false)).toMatchObject({ open: false, canCorrect: false });
    expect(drawPermission(completed, 'b', true)).toMatchObject({ open: false, canCorrect: true });
  });
});

describe('previewSentence', () => {
  const base = {
    drawn_number: 5,
    winner_ticket_id: null,
    winner_name: null,
    winner_number: null,
    unsold_rule: 'nearest_sold' as const,
  };
  it("names the server's winner, ending the sentence once", () => {
    expect(
      previewSentence(
        { ...base, outcome: 'nearest_sold', winner_number: 7, winner_name: 'Luis P.' },
        100,
        'Lotería del Zulia',
      ),
    ).toBe('El 05 no está vendido y pagado; por la regla gana el 07, de Luis P.');
    expect(
      previewSentence(
        { ...base, drawn_number: 42, outcome: 'winner', winner_number: 42, winner_name: 'Ana' },
        1000,
        'Lotería del Zulia',
      ),
    ).toBe('Gana el 042, de Ana.');
  });
  it('says when nobody wins or the next draw decides', () => {
    expect(previewSentence({ ...base, outcome: 'void' }, 100, 'Lotería del Zulia')).toBe(
      'El 05 no está vendido y pagado: por la regla la rifa queda sin ganador.',
    );
    expect(previewSentence({ ...base, outcome: 'next_draw' }, 100, 'Lotería del Zulia')).toBe(
      'El 05 no está vendido y pagado: por la regla decide el próximo sorteo de la Lotería del Zulia.',
    );
  });
});
