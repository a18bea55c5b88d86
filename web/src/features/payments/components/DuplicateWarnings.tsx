import { Alert } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { duplicateFlagText } from '../payment-checks';
import type { DuplicateFlag } from '../pending-payment';
import { ProofImage } from './ProofImage';

interface DuplicateWarningsProps {
  flags: DuplicateFlag[];
  /** This report's proof, shown next to an earlier one of the same creator. */
  proofUrl: string | null;
  buyerName: string;
}

/**
 * The signs that this proof was used before. For an earlier report to the same creator: both
 * proofs side by side and a link to the earlier ticket; for another creator's raffle only what
 * the server says (the kind and the date). The creator decides: nothing is rejected for them.
 */
export function DuplicateWarnings({ flags, proofUrl, buyerName }: DuplicateWarningsProps) {
  const t = es.pendingPayments;
  if (flags.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      data-testid="duplicate-warnings"
      title={t.duplicatesTitle}
      description={
        <div className="rifa-duplicates">
          <p className="rifa-duplicates__hint">{t.duplicatesHint}</p>
          <ul className="rifa-duplicates__list">
            {flags.map((flag, index) => (
              <li key={`${flag.kind}-${flag.ticket_id ?? flag.reported_at}-${index}`}>
                <DuplicateFlagItem flag={flag} proofUrl={proofUrl} buyerName={buyerName} />
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

function DuplicateFlagItem({
  flag,
  proofUrl,
  buyerName,
}: {
  flag: DuplicateFlag;
  proofUrl: string | null;
  buyerName: string;
}) {
  const t = es.pendingPayments;
  const compare = flag.same_creator && flag.screenshot_url !== null;
  return (
    <div className="rifa-duplicate" data-testid="duplicate-flag" data-kind={flag.kind}>
      <span>{duplicateFlagText(flag)}</span>
      {compare ? (
        <div className="rifa-duplicate__compare">
          <ProofImage url={proofUrl} alt={t.proofAlt(buyerName)} caption={t.thisProof} />
          <ProofImage
            url={flag.screenshot_url}
            alt={t.proofAlt(flag.buyer_name ?? t.someone)}
            caption={t.earlierProof}
            testId="duplicate-earlier-proof"
          />
        </div>
      ) : null}
      {flag.same_creator && flag.ticket_id ? (
        <Link to={`/app/tickets/${flag.ticket_id}`}>{t.openEarlier}</Link>
      ) : null}
    </div>
  );
}
