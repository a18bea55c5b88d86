import { useState } from 'react';
import { Empty, Radio, Skeleton, Typography } from 'antd';
import { PagePager } from '../../../components/PagePager';
import { es } from '../../../locales/es';
import { PAYMENTS_PAGE_SIZE, type PaymentStatusFilter } from '../admin';
import { useMobilePayments } from '../api/mobile-payments';
import { LoadFailure } from './LoadFailure';
import { MobilePaymentCard } from './MobilePaymentCard';

const FILTERS: PaymentStatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** Pagos: the subscription payments by status (pending first, oldest first), to approve or reject. */
export function MobilePaymentsPanel() {
  const t = es.admin.payments;
  const [status, setStatus] = useState<PaymentStatusFilter>('pending');
  const [page, setPage] = useState(0);
  const payments = useMobilePayments(status, page);
  const count = payments.data?.count ?? 0;
  const lastPage = Math.max(0, Math.ceil(count / PAYMENTS_PAGE_SIZE) - 1);
  // Deciding the last payment of the last page leaves it empty: show the page before.
  if (payments.isSuccess && !payments.isPlaceholderData && page > lastPage) setPage(lastPage);

  let list;
  if (payments.isPending) list = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (payments.isError)
    list = <LoadFailure error={payments.error} onRetry={() => void payments.refetch()} />;
  else if (count === 0)
    list = <Empty data-testid="admin-payments-empty" description={t.empty[status]} />;
  else
    list = (
      <>
        <div className="rifa-admin__list" data-testid="admin-payments">
          {payments.data.data.map((payment) => (
            <MobilePaymentCard key={payment.id} payment={payment} />
          ))}
        </div>
        <PagePager
          page={page}
          pageSize={PAYMENTS_PAGE_SIZE}
          total={count}
          onChange={setPage}
          align="center"
        />
      </>
    );

  return (
    <div className="rifa-admin__panel">
      <div className="rifa-admin__toolbar">
        <Radio.Group
          aria-label={t.filterAria}
          optionType="button"
          buttonStyle="solid"
          className="rifa-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentStatusFilter);
            setPage(0);
          }}
          options={FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        />
        {payments.isSuccess ? (
          <Typography.Text type="secondary" data-testid="admin-payments-count">
            {t.count(count)}
          </Typography.Text>
        ) : null}
      </div>
      {list}
    </div>
  );
}
