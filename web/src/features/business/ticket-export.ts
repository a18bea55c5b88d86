import { fetchTicketsExport } from './api/business-tickets';
import { saveFile } from '../../lib/save-file';
import { exportFileName, type TicketQuery } from './ticket-filters';

/** 'Exportar CSV': the filtered tickets from the server, saved as `tickets-YYYY-MM-DD.csv`. */
export async function downloadTicketsCsv(query: TicketQuery, now: Date = new Date()) {
  const file = await fetchTicketsExport(query);
  saveFile(file, exportFileName(now));
}
