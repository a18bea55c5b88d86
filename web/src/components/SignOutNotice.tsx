import { useEffect } from 'react';
import { App } from 'antd';
import { useAuth } from '../lib/auth-context';
import { es } from '../locales/es';

/**
 * Says once, in a dialog, why the server signed this device out when the person must know: the
 * account was suspended by the administration (a refresh answered `user_banned`).
 */
export function SignOutNotice() {
  const { signOutNotice, dismissSignOutNotice } = useAuth();
  const { modal } = App.useApp();
  useEffect(() => {
    if (signOutNotice !== 'suspended') return;
    const t = es.signOutNotice;
    const shown = modal.warning({
      title: t.suspendedTitle,
      content: <span data-testid="signed-out-suspended">{t.suspended}</span>,
      okText: t.ok,
      onOk: dismissSignOutNotice,
    });
    return () => shown.destroy();
  }, [signOutNotice, dismissSignOutNotice, modal]);
  return null;
}
