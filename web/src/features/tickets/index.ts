/** What other features use of tickets (ARCHITECTURE §10: they import only this file). */
export {
  setTicketStatus,
  ticketKeys,
  ticketPath,
  type RaffleNumbers,
  type Ticket,
  type TicketStatus,
  type TicketWithRaffle,
} from './ticket';
export { ticketStatusColor, ticketStatusLabel } from './ticket-labels';
export { useMyRaffleNumbers } from './api/tickets';
