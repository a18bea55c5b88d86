import { describe, expect, it } from 'vitest';
import { isXlsx } from '../xlsx-file';
import { cellText, rowsToCsv } from './xlsx-to-csv';

describe('an Excel sheet as the CSV the import reads', () => {
  it('writes dates as banks do and amounts with a decimal comma', () => {
    expect(cellText(new Date(Date.UTC(2026, 10, 7)))).toBe('07/11/2026');
    expect(cellText(100)).toBe('100');
    expect(cellText(1234.5)).toBe('1234,50');
    expect(cellText(-1.5)).toBe('-1,50');
    expect(cellText(0.1 + 0.2)).toBe('0,30');
    // More than cents stays as it is, for the server to refuse with its line.
    expect(cellText(1.234)).toBe('1,234');
    expect(cellText(null)).toBe('');
    expect(cellText('=HYPERLINK("http://x")')).toBe('=HYPERLINK("http://x")');
  });

  it('quotes every cell and separates them with ;', () => {
    expect(
      rowsToCsv([
        ['Fecha', 'Referencia', 'Monto'],
        [new Date(Date.UTC(2026, 10, 27)), 'Pago; "A"', 100.1],
        [null, null, null],
      ]),
    ).toBe('"Fecha";"Referencia";"Monto"\r\n"27/11/2026";"Pago; ""A""";"100,10"\r\n"";"";""\r\n');
  });

  it('knows a workbook by its name or type', () => {
    expect(isXlsx(new File(['x'], 'Movimientos.XLSX'))).toBe(true);
    expect(
      isXlsx(
        new Blob(['x'], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      ),
    ).toBe(true);
    expect(isXlsx(new File(['x'], 'movimientos.csv', { type: 'text/csv' }))).toBe(false);
  });
});
