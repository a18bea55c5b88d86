import { useState } from 'react';
import { Alert, Button, Empty, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { RaffleGrid } from '../components/RaffleGrid';
import { useDebouncedValue } from '../../../lib/use-debounced';
import { es } from '../../../locales/es';
import { useRaffleSearch } from '../api/raffle-lists';
import { RaffleGridSkeleton } from '../components/RaffleGridSkeleton';
import { PageTitle } from '../../../components/PageTitle';
import '../components/raffle-lists.css';

/** Typing settles for this long before searching. */
const SEARCH_DEBOUNCE_MS = 400;

/** /search-raffles: active public raffles whose title or description matches (20 at most). */
export default function SearchRafflesPage() {
  const t = es.searchRaffles;
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useRaffleSearch(q);

  let content;
  if (q === '') {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.hint} />;
  } else if (search.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t.error}
        action={
          <Button size="small" onClick={() => void search.refetch()} loading={search.isFetching}>
            {es.raffleList.retry}
          </Button>
        }
      />
    );
  } else if (search.data === undefined) {
    content = <RaffleGridSkeleton />;
  } else if (search.data.data.length === 0) {
    content = (
      <div className="rifa-raffles-page__empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty(q)} />
      </div>
    );
  } else {
    content = (
      <>
        <p className="rifa-raffles-page__count" aria-live="polite">
          {t.results(search.data.data.length)}
        </p>
        <RaffleGrid raffles={search.data.data} label={t.title} />
      </>
    );
  }

  return (
    <section className="rifa-page rifa-raffles-page">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
      <div className="rifa-raffles-page__toolbar">
        <Input.Search
          className="rifa-raffles-page__search"
          aria-label={t.label}
          placeholder={t.placeholder}
          enterButton={t.submit}
          size="large"
          allowClear
          autoFocus
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          loading={search.isFetching}
        />
      </div>
      {content}
    </section>
  );
}
