/** What other features use of raffles (ARCHITECTURE §10: they import only this file). */
export { useLiveRaffle, useLiveSelection } from './api/raffle-live';
export { useRaffle, useRaffleNumbers } from './api/raffle-queries';
export { CreateRaffle } from './components/CreateRaffle';
export { LazyDrawModal } from './components/DrawActions';
export { EditRaffleModal } from './components/EditRaffleModal';
export { NumberGrid } from './components/NumberGrid';
export { NumberLegend } from './components/NumberLegend';
export { PanelTitle } from './components/PanelTitle';
export {
  formatNumberList,
  pickRandomNumbers,
  selectionTotal,
  type Selection,
  type SelectionAction,
} from './number-selection';
export {
  attemptFor,
  isRetryableFailure,
  unavailableNumbers,
  type PurchaseAttempt,
} from './purchase-attempt';
export { useDrawPermission } from './use-draw-permission';
