import { App, Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useSubscribe } from '../api/subscriptions';

interface SubscribeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  planId: string;
}

/**
 * Subscribes to a plan (`POST /subscriptions`: a pending subscription) and opens its payment at
 * /app/mobile-payment; a refusal (a payment still under review) is shown with the server's message.
 */
export function SubscribeButton({ planId, ...props }: SubscribeButtonProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  return (
    <Button
      {...props}
      loading={subscribe.isPending}
      onClick={() =>
        subscribe.mutate(planId, {
          onSuccess: () => void navigate('/app/mobile-payment'),
          onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
        })
      }
    />
  );
}
