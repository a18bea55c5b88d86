/**
 * The shift close (cierre de caja) screens' parts, shared by the business's counter (cashiers and
 * the owner) and a raffle's sellers: the day's totals with what was counted, and a close's card.
 * Outside components/ so a buyer's page never loads them (their antd parts stay off the app chunk).
 */
export { ShiftCloseCard } from './components/ShiftCloseCard';
export { ShiftCountForm } from './components/ShiftCountForm';
export { ShiftDayCount } from './components/ShiftDayCount';
