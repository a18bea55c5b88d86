import { TrophyFilled } from '@ant-design/icons';
import { es } from '../../../locales/es';

const t = es.landing;
const shown = 40;
const sold = new Set([1, 3, 4, 8, 11, 12, 15, 19, 20, 23, 26, 30, 31, 34, 38]);
const winner = 27;

type Cell = 'free' | 'sold' | 'winner';

function cellState(n: number): Cell {
  if (n === winner) return 'winner';
  return sold.has(n) ? 'sold' : 'free';
}

/** A drawing of a 100-number raffle, labelled as an example: not data. */
export function TicketIllustration() {
  return (
    <figure className="rifa-ticket">
      <div className="rifa-ticket__card">
        <div className="rifa-ticket__head">
          <div>
            <div className="rifa-ticket__title">{t.ticketCardTitle}</div>
            <div className="rifa-ticket__prize">{t.ticketCardPrize}</div>
          </div>
          <span className="rifa-ticket__lottery">{t.ticketCardLottery}</span>
        </div>
        <div className="rifa-ticket__grid" aria-hidden="true">
          {Array.from({ length: shown }, (_, n) => {
            const state = cellState(n);
            return (
              <span key={n} className={`rifa-ticket__cell rifa-ticket__cell--${state}`}>
                {String(n).padStart(2, '0')}
              </span>
            );
          })}
        </div>
        <div className="rifa-ticket__legend">
          <span>
            <i className="rifa-ticket__dot rifa-ticket__dot--free" /> {t.ticketCardLegendFree}
          </span>
          <span>
            <i className="rifa-ticket__dot rifa-ticket__dot--sold" /> {t.ticketCardLegendSold}
          </span>
          <span>
            <i className="rifa-ticket__dot rifa-ticket__dot--winner" /> {t.ticketCardLegendWinner}
          </span>
        </div>
        <div className="rifa-ticket__result">
          <TrophyFilled /> {t.ticketCardWinner}
        </div>
      </div>
      <figcaption className="rifa-ticket__caption">{es.common.example}</figcaption>
    </figure>
  );
}
