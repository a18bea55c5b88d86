import { Alert } from 'antd';
import type { ProofReading } from '../lib/proof-reading';
import { es } from '../locales/es';
import type { ProposedField } from '../lib/proof-proposal';

const t = es.proofReading;

/**
 * Under the screenshot of a payment form (a ticket's report, a subscription's payment): the reader at
 * work, then which fields it filled (the payer confirms or corrects them), or that the picture gave
 * nothing to propose.
 */
export function ProofReadingNote({
  reading,
  proposed,
}: {
  reading: ProofReading | undefined;
  proposed: ProposedField[];
}) {
  if (!reading || reading.status === 'pending' || reading.status === 'reading') {
    return <Alert type="info" showIcon title={t.reading} data-testid="proof-reading-note" />;
  }
  if (reading.status === 'failed' || !reading.receipt) {
    return (
      <Alert
        type="warning"
        showIcon
        title={reading.status === 'failed' ? t.failed : t.notReceipt}
        data-testid="proof-reading-note"
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title={proposed.length > 0 ? t.filled(proposed.map((f) => t.fields[f])) : t.kept}
      data-testid="proof-reading-note"
    />
  );
}
