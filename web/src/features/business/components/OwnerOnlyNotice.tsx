import type { ReactNode } from 'react';
import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';

/** A page only the business owner uses, opened by a cashier: what it is for and where to go. */
export function OwnerOnlyNotice({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Result
      icon={<LockOutlined />}
      title={title}
      subTitle={text}
      extra={action}
      data-testid="business-owner-only"
    />
  );
}
