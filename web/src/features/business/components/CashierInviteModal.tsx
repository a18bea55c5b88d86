import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Radio, Space } from 'antd';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { useServerErrors } from '../../../lib/form-errors';
import { whatsappLink, whatsappShareLink } from '../../../lib/whatsapp';
import { es } from '../../../locales/es';
import { useInviteCashier, type CashierInvitation } from '../api/cashier-invitations';

const t = es.cashierInvitations;

interface InviteValues {
  by: 'email' | 'phone';
  email?: string;
  phone?: string;
  name?: string;
}

/**
 * 'Invitar por enlace': the owner invites a cashier by e-mail or phone, registered or not; the
 * answer's link is copied or sent by WhatsApp (to that phone, or through WhatsApp's chooser).
 */
export function CashierInviteModal({
  open,
  businessName,
  onClose,
}: {
  open: boolean;
  businessName: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteCashier();
  const serverError = useServerErrors(form, invite.error);
  const [made, setMade] = useState<CashierInvitation | null>(null);
  const by = Form.useWatch('by', form) ?? 'email';

  const close = () => {
    setMade(null);
    invite.reset();
    form.resetFields();
    onClose();
  };
  const submit = async (values: InviteValues) => {
    const name = values.name?.trim();
    const input =
      values.by === 'email'
        ? { email: values.email?.trim() ?? '' }
        : { phone: values.phone?.trim() ?? '' };
    setMade(await invite.mutateAsync({ ...input, ...(name ? { name } : {}) }));
  };

  return (
    <Modal
      open={open}
      title={t.title}
      onCancel={close}
      destroyOnHidden
      forceRender
      footer={
        made ? (
          <Button onClick={close}>{t.close}</Button>
        ) : (
          <Button
            type="primary"
            loading={invite.isPending}
            onClick={() => form.submit()}
            data-testid="cashier-invite-submit"
          >
            {t.submit}
          </Button>
        )
      }
    >
      {made ? (
        <InvitationLink invitation={made} businessName={businessName} />
      ) : (
        <Form<InviteValues>
          form={form}
          name="cashier-invite"
          layout="vertical"
          requiredMark={false}
          initialValues={{ by: 'email' }}
          onFinish={(values) => void submit(values).catch(() => undefined)}
          data-testid="cashier-invite-form"
        >
          <Alert type="info" showIcon title={t.text} style={{ marginBottom: 16 }} />
          <Form.Item name="by" label={t.by}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'email', label: t.byEmail },
                { value: 'phone', label: t.byPhone },
              ]}
            />
          </Form.Item>
          {by === 'email' ? (
            <Form.Item
              name="email"
              label={t.email}
              rules={[{ required: true, message: t.required }]}
            >
              <Input type="email" autoComplete="off" inputMode="email" />
            </Form.Item>
          ) : (
            <Form.Item
              name="phone"
              label={t.phone}
              rules={[{ required: true, message: t.required }]}
            >
              <Input type="tel" inputMode="tel" placeholder={t.phonePlaceholder} />
            </Form.Item>
          )}
          <Form.Item name="name" label={t.name}>
            <Input autoComplete="off" maxLength={80} />
          </Form.Item>
          {serverError ? <Alert type="error" showIcon title={serverError} /> : null}
        </Form>
      )}
    </Modal>
  );
}

/** The link of the invitation just made: to copy, or to send by WhatsApp. */
function InvitationLink({
  invitation,
  businessName,
}: {
  invitation: CashierInvitation;
  businessName: string;
}) {
  const { message } = App.useApp();
  const url = invitation.invite_url ?? '';
  const text = t.whatsappText(businessName, url);
  const whatsapp = whatsappLink(invitation.phone, text) ?? whatsappShareLink(text);
  return (
    <Alert
      type="success"
      showIcon
      title={t.made}
      data-testid="cashier-invitation-link"
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>{t.linkText}</span>
          {invitation.email ? <span>{t.mailed}</span> : null}
          <Input
            readOnly
            value={url}
            aria-label={t.linkLabel}
            data-testid="cashier-invitation-url"
          />
          <Space wrap>
            <Button
              onClick={() =>
                void navigator.clipboard
                  .writeText(url)
                  .then(() => message.success(t.copied))
                  .catch(() => undefined)
              }
            >
              {t.copy}
            </Button>
            <WhatsAppButton href={whatsapp} data-testid="cashier-invitation-whatsapp">
              {t.whatsapp}
            </WhatsAppButton>
          </Space>
        </Space>
      }
    />
  );
}
