/** What other features use of raffles (ARCHITECTURE §10: they import only this file). */
export { raffleQuery, useRaffle } from './api/raffle-queries';
