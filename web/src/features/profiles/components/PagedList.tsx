import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagePager } from '../../../components/PagePager';
import { es } from '../../../locales/es';
import { ORGANISER_PAGE_SIZE } from '../api/organiser';

interface PagedListProps<T> {
  /** One page of an API list (`data`, `count`), 0-based `page`. */
  query: UseQueryResult<{ data: T[]; count: number }>;
  page: number;
  onPage: (page: number) => void;
  errorText: string;
  emptyText: string;
  testId: string;
  renderItem: (item: T) => ReactNode;
}

/** The organiser page's lists (ratings, raffles): loading, error with retry, empty, items, pages. */
export function PagedList<T extends { id: string }>({
  query,
  page,
  onPage,
  errorText,
  emptyText,
  testId,
  renderItem,
}: PagedListProps<T>) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText}
        action={<Button onClick={() => void query.refetch()}>{es.organiser.retry}</Button>}
      />
    );
  if (query.data.count === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        data-testid={`${testId}-empty`}
      />
    );
  return (
    <>
      <ul className="rifa-organiser__list" data-testid={testId}>
        {query.data.data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <PagePager
        size="small"
        align="center"
        page={page}
        pageSize={ORGANISER_PAGE_SIZE}
        total={query.data.count}
        onChange={onPage}
      />
    </>
  );
}
