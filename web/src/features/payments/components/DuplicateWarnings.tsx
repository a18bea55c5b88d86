import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { duplicateFlagText, groupFlags, type FlagGroup } from '../payment-checks';
import type { DuplicateFlag } from '../pending-payment';
import { ProofImage } from '../../../components/ProofImage';

interface DuplicateWarningsProps {
  flags: DuplicateFlag[];
  /** This report's proof, shown next to an earlier one of the same creator. */
  proofUrl: string | null;
  buyerName: string;
}

/**
 * The signs that this proof was used before, by earlier report. For one made to the same creator:
 * what matched, both proofs side by side and a link to the earlier ticket; for another creator's
 * raffle only what the server says (the kind and the date). The creator decides: nothing is
 * rejected for them.
 */
export function DuplicateWarnings({ flags, proofUrl, buyerName }: DuplicateWarningsProps) {
  const t = es.pendingPayments;
  if (flags.length === 0) return null;
  return (
    <section className="rifa-duplicates" data-testid="duplicate-warnings">
      <h3 className="rifa-duplicates__title">
        <WarningOutlined aria-hidden /> {t.duplicatesTitle}
      </h3>
      <p className="rifa-duplicates__hint">{t.duplicatesHint}</p>
      <ul className="rifa-duplicates__list">
        {groupFlags(flags).map((group, index) => (
          <li key={group.ticketId ?? `other-${index}`} className="rifa-duplicate">
            <EarlierReport group={group} proofUrl={proofUrl} buyerName={buyerName} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EarlierReport({
  group,
  proofUrl,
  buyerName,
}: {
  group: FlagGroup;
  proofUrl: string | null;
  buyerName: string;
}) {
  const t = es.pendingPayments;
  return (
    <>
      {group.flags.map((flag) => (
        <p key={flag.kind} data-testid="duplicate-flag" data-kind={flag.kind}>
          {duplicateFlagText(flag)}
        </p>
      ))}
      {group.screenshotUrl ? (
        <div className="rifa-duplicate__compare">
          <ProofImage url={proofUrl} alt={t.proofAlt(buyerName)} caption={t.thisProof} />
          <ProofImage
            url={group.screenshotUrl}
            alt={t.proofAlt(group.buyerName?.trim() || t.someone)}
            caption={t.earlierProof}
            testId="duplicate-earlier-proof"
          />
        </div>
      ) : null}
      {group.ticketId ? <Link to={`/app/tickets/${group.ticketId}`}>{t.openEarlier}</Link> : null}
    </>
  );
}
