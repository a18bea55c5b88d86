import { AmountInBs as Amounts } from '../../../components/AmountInBs';
import { es } from '../../../locales/es';

interface AmountInBsProps {
  /** The total in dollars. */
  usd: number;
  /** The creator's Bs-per-USD rate and when it was set (null: no rate, dollars only). */
  rate: number | null;
  rateAt: string | null;
}

const t = es.ticketPage;
const LABELS = { usd: t.totalUsd, bs: t.totalBs, rate: t.rate, noRate: t.noRate };

/** A ticket's total in dollars and, at the creator's rate (with its date), in bolívares. */
export function AmountInBs(props: AmountInBsProps) {
  return <Amounts {...props} labels={LABELS} />;
}
