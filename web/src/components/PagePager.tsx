import { Pagination } from 'antd';

interface PagePagerProps {
  /** 0-based, as the API pages. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  size?: 'small';
  align?: 'center';
}

/** Pages of an API list; nothing when everything fits on one page. */
export function PagePager({ page, pageSize, total, onChange, size, align }: PagePagerProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      size={size}
      align={align}
      current={page + 1}
      pageSize={pageSize}
      total={total}
      onChange={(next) => onChange(next - 1)}
      showSizeChanger={false}
    />
  );
}
