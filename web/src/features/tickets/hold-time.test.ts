import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../lib/format';
import { holdTimeLeft } from './hold-time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('holdTimeLeft', () => {
  it('ticks in hours, minutes and seconds within a day, and says it to the minute', () => {
    const left = holdTimeLeft(at(2 * 3600 + 3 * 60 + 4), NOW);
    expect(left.text).toBe('02:03:04');
    expect(left.spoken).toBe('2 horas y 3 minutos');
    expect(left.short).toBe('2 h 03 min');
    expect(left.ended).toBe(false);
  });

  it('counts days beyond 24 hours', () => {
    const left = holdTimeLeft(at(86_400 + 3600 + 60 + 5), NOW);
    expect(left.text).toBe('1 d 01 h 01 min 05 s');
    expect(left.spoken).toBe('1 día, 1 hora y 1 minuto');
    expect(left.short).toBe('1 d 01 h');
  });

  it('says less than a minute in the last seconds', () => {
    const left = holdTimeLeft(at(42), NOW);
    expect(left.text).toBe('00:00:42');
    expect(left.spoken).toBe('menos de un minuto');
    expect(left.short).toBe('1 min');
  });

  it('ends at zero and stays there once past', () => {
    expect(holdTimeLeft(at(0), NOW).ended).toBe(true);
    const past = holdTimeLeft(at(-600), NOW);
    expect(past.ended).toBe(true);
    expect(past.text).toBe('00:00:00');
  });
});

describe('formatDuration', () => {
  it('names the reservation times', () => {
    expect(formatDuration(15)).toBe('15 minutos');
    expect(formatDuration(60)).toBe('1 hora');
    expect(formatDuration(1440)).toBe('24 horas');
    expect(formatDuration(90)).toBe('1 hora y 30 minutos');
  });
});
