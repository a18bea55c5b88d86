import { useState } from 'react';
import { Alert, Button, Empty, Input, Segmented } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { RaffleGrid } from '../components/RaffleGrid';
import type { RaffleFilter } from '../../../lib/raffle';
import { useDebouncedCallback, useDebouncedValue } from '../../../lib/use-debounced';
import { es } from '../../../locales/es';
import { sampleRafflesFor } from '../../../samples/sample-raffles';
import { useTimeline } from '../api/raffle-lists';
import { RaffleGridSkeleton } from '../components/RaffleGridSkeleton';
import { SampleRaffles } from '../components/SampleRaffles';
import { PageTitle } from '../../../components/PageTitle';
import '../components/raffle-lists.css';

const FILTERS: RaffleFilter[] = ['all', 'active', 'waiting', 'completed'];

/** Typing settles for this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Spec §9: the refresh action is debounced by 300 ms. */
export const REFRESH_DEBOUNCE_MS = 300;

/**
 * /app/timeline (spec §8, §9): public raffles, newest first, 16 per page with 'Cargar más' while a
 * page comes back full; a status filter, a search box and a refresh button. When the first load
 * fails, or nothing is published yet, the built-in sample raffles are shown instead.
 */
export default function TimelinePage() {
  const t = es.raffleList;
  const [filter, setFilter] = useState<RaffleFilter>('all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useTimeline(filter, q);
  const refresh = useDebouncedCallback(() => void query.refetch(), REFRESH_DEBOUNCE_MS);

  const raffles = query.data?.raffles ?? [];
  const total = query.data?.total ?? 0;
  const unfiltered = filter === 'all' && q === '';
  const firstLoadFailed = query.isError && query.data === undefined;

  const clearFilters = () => {
    setFilter('all');
    setText('');
  };

  let content;
  if (query.isPending && !query.isError) {
    // The count's line kept, so the cards that replace the skeletons start where they did.
    content = (
      <>
        <p className="rifa-raffles-page__count" aria-hidden="true">
          {'\u00a0'}
        </p>
        <RaffleGridSkeleton />
      </>
    );
  } else if (firstLoadFailed) {
    content = (
      <>
        <Alert
          className="rifa-raffles-page__alert"
          type="error"
          showIcon
          title={t.loadError}
          action={
            <Button
              size="small"
              onClick={refresh.run}
              loading={refresh.pending || query.isFetching}
            >
              {t.retry}
            </Button>
          }
        />
        <SampleRaffles raffles={sampleRafflesFor(filter)} reason="failed" />
      </>
    );
  } else if (raffles.length === 0) {
    content = unfiltered ? (
      <SampleRaffles raffles={sampleRafflesFor('all')} reason="empty" />
    ) : (
      <div className="rifa-raffles-page__empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.emptyFiltered}>
          <Button onClick={clearFilters}>{t.clearFilters}</Button>
        </Empty>
      </div>
    );
  } else {
    content = (
      <>
        <p className="rifa-raffles-page__count" aria-live="polite">
          {t.count(raffles.length, Math.max(total, raffles.length))}
        </p>
        <RaffleGrid raffles={raffles} label={es.pages.timeline.title} />
        <div className="rifa-raffles-page__more">
          {query.isFetchNextPageError && (
            <Alert type="error" showIcon title={t.loadMoreError} role="alert" />
          )}
          {query.hasNextPage && !query.isPlaceholderData && (
            <Button
              size="large"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t.loadMore}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="rifa-page rifa-raffles-page">
      <div className="rifa-raffles-page__header">
        <PageTitle>{es.pages.timeline.title}</PageTitle>
        <Button
          icon={<ReloadOutlined />}
          onClick={refresh.run}
          loading={refresh.pending || (query.isRefetching && !query.isPlaceholderData)}
        >
          {t.refresh}
        </Button>
      </div>
      <div className="rifa-raffles-page__toolbar">
        <Segmented<RaffleFilter>
          aria-label={t.filterLabel}
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        />
        <Input.Search
          className="rifa-raffles-page__search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          allowClear
          // Its button, an icon alone, says what it does.
          enterButton={<Button icon={<SearchOutlined />} aria-label={t.searchButton} />}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isRefetchError && (
        <Alert
          key={query.errorUpdatedAt}
          className="rifa-raffles-page__alert"
          type="warning"
          showIcon
          closable
          title={t.refreshError}
        />
      )}
      {content}
    </section>
  );
}
