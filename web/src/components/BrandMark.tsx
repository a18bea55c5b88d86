import { es } from '../locales/es';

interface BrandMarkProps {
  /** Show the word "Rifa" next to the mark. */
  withName?: boolean;
  size?: number;
  className?: string;
}

/** The Rifa logo: a gold ticket on a red tile (the same drawing as the favicon). */
export function BrandMark({ withName = true, size = 32, className }: BrandMarkProps) {
  return (
    <span className={['rifa-brand', className].filter(Boolean).join(' ')}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        className="rifa-brand__mark"
      >
        <rect width="64" height="64" rx="14" fill="#b3261e" />
        <path
          d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z"
          fill="#f6b40e"
        />
        <path d="M38 20v24" stroke="#b3261e" strokeWidth="2.5" strokeDasharray="3 3" />
      </svg>
      {withName ? <span className="rifa-brand__name">{es.app.name}</span> : null}
    </span>
  );
}
