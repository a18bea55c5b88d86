import { Alert } from 'antd';
import { signInReason } from '../sign-in-reason';

/** Why the person was sent here (to create a raffle, to buy in one), above the form. */
export function SignInReason({ next }: { next: string }) {
  const reason = signInReason(next);
  if (!reason) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="rifa-auth__alert"
      title={reason}
      data-testid="sign-in-reason"
    />
  );
}
