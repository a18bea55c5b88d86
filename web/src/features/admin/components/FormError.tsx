import { Typography } from 'antd';

/** A form's failure that is about no field (the server's message), under the fields. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert">
      {message}
    </Typography.Text>
  );
}
