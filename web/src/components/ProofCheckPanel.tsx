import { Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { Schemas } from '../lib/api/client';
import { formatAmount, formatDate } from '../lib/format';
import { es } from '../locales/es';
import './proof-check.css';

export type ProofCheck = Schemas['ProofCheck'];
type CheckField = ProofCheck['fields'][number];

const t = es.proofCheck;

/** A value of the comparison as people read it: amounts and dates in es-VE, currencies by name. */
function shown(field: CheckField['field'], value: string | null): string | null {
  if (value === null) return null;
  if (field === 'amount' && !Number.isNaN(Number(value))) return formatAmount(Number(value));
  if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (field === 'currency') return t.currencies[value] ?? value;
  return value;
}

/**
 * For the reviewer of a payment (the raffle's creator, a super admin): per field what the payer
 * typed and what the proof's picture says, with the server's flags. Information only: the decision
 * stays with the person (ARCHITECTURE §12). Nothing while the report has no proof.
 */
export function ProofCheckPanel({ check }: { check: ProofCheck | null | undefined }) {
  if (!check || check.status === 'none') return null;
  const reading = check.status === 'pending' || check.status === 'reading';
  const rows = check.fields.filter((f) => f.read !== null || f.reported !== null);
  return (
    <section className="rifa-proof-check" data-testid="proof-check" aria-label={t.title}>
      <h3 className="rifa-proof-check__title">{t.title}</h3>
      {check.flags.length > 0 ? (
        <div className="rifa-proof-check__flags">
          {check.flags.map((flag) => (
            <Tag
              key={flag}
              color="error"
              icon={<WarningOutlined />}
              data-testid={`proof-flag-${flag}`}
            >
              {t.flags[flag]}
            </Tag>
          ))}
        </div>
      ) : null}
      {reading ? <p className="rifa-proof-check__hint">{t.reading}</p> : null}
      {check.status === 'read' && check.receipt ? (
        <>
          {check.flags.length === 0 ? <p className="rifa-proof-check__ok">{t.allMatch}</p> : null}
          <table className="rifa-proof-check__table">
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{t.reported}</th>
                <th scope="col">{t.read}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => (
                <tr
                  key={f.field}
                  className={f.mismatch ? 'rifa-proof-check__row--mismatch' : undefined}
                  data-testid={`proof-field-${f.field}`}
                >
                  <th scope="row">{t.fields[f.field]}</th>
                  <td>{shown(f.field, f.reported) ?? '—'}</td>
                  <td>
                    {shown(f.field, f.read) ?? (
                      <span className="rifa-proof-check__none">{t.notRead}</span>
                    )}
                    {f.mismatch ? (
                      <span className="rifa-proof-check__mismatch">
                        <WarningOutlined aria-hidden /> {t.mismatch}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="rifa-proof-check__hint">{t.hint}</p>
    </section>
  );
}
