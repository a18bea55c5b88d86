import { readSheet } from 'read-excel-file/browser';
import { es } from '../../../locales/es';

/**
 * An XLSX workbook the creator picked, turned into the CSV text the import already reads (its first
 * sheet, one line per row, every cell quoted, `;` between cells). Nothing is decided here: the
 * server reads and checks every line as it does a bank's CSV (dates, amounts, a formula-like text
 * kept as text). Loaded on demand (its own chunk, with the XLSX reader) only when an .xlsx is chosen:
 * kept in a folder of its own so the build's shared `app` chunk (scripts/chunk-groups.ts, which takes
 * a feature's top-level modules) does not take it, and the reader with it, into every page.
 */

/** A spreadsheet cell as the statement reader takes it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // A date cell: its day (the reader gives it at 00:00 UTC), as banks write it.
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value);
    // Cents with a decimal comma (1234,50): never a dot a reader could take for thousands. More
    // decimals are written as they are, for the server to refuse with the line's number.
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) < 1e-6) return (cents / 100).toFixed(2).replace('.', ',');
    return String(value).replace('.', ',');
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return '';
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The rows as CSV text (`;`, CRLF, every cell quoted). */
export function rowsToCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map((cell) => quoted(cellText(cell))).join(';') + '\r\n').join('');
}

/** The workbook's first sheet as a CSV file; an Error with a Spanish message when it cannot be read. */
export async function xlsxToCsv(file: Blob): Promise<Blob> {
  let rows: readonly (readonly unknown[])[];
  try {
    rows = await readSheet(file);
  } catch {
    throw new Error(es.statements.xlsxUnreadable);
  }
  return new Blob([rowsToCsv(rows)], { type: 'text/csv' });
}
