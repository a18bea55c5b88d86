import { useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { whatsappLink, whatsappShareLink } from '../../../lib/whatsapp';
import { es } from '../../../locales/es';
import { useInviteSeller, type Seller } from '../api/sellers';
import { inviteRequest, type InviteValues } from '../seller-form';

const t = es.sellers;

/** The creator's form: invite a seller by e-mail or phone, with a commission and maybe a block. */
export function InviteSellerForm({
  raffleId,
  raffleTitle,
  totalTickets,
}: {
  raffleId: string;
  raffleTitle: string;
  totalTickets: number;
}) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const invite = useInviteSeller(raffleId);
  const serverError = useServerErrors(form, invite.error);
  const [made, setMade] = useState<Seller | null>(null);
  const by = Form.useWatch('by', form) ?? 'email';
  const withBlock = Form.useWatch('with_block', form) ?? false;

  const submit = async (values: InviteValues) => {
    const seller = await invite.mutateAsync(inviteRequest(values));
    setMade(seller.invite_url ? seller : null);
    void message.success(t.invited);
    form.resetFields();
  };

  return (
    <>
      <Form<InviteValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          by: 'email',
          commission_type: 'percent',
          commission_value: '10',
          with_block: false,
        }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
        data-testid="invite-seller-form"
      >
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
          <Form.Item name="email" label={t.email} rules={[{ required: true, message: t.required }]}>
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
        ) : (
          <Form.Item name="phone" label={t.phone} rules={[{ required: true, message: t.required }]}>
            <Input type="tel" inputMode="tel" placeholder={t.phonePlaceholder} />
          </Form.Item>
        )}
        <Form.Item name="commission_type" label={t.commissionType}>
          <Radio.Group
            options={[
              { value: 'percent', label: t.percent },
              { value: 'fixed', label: t.fixed },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="commission_value"
          label={t.commissionValue}
          rules={[{ required: true, message: t.required }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="with_block" valuePropName="checked">
          <Checkbox>{t.blockToggle}</Checkbox>
        </Form.Item>
        {withBlock ? (
          <Space wrap>
            <Form.Item
              name="block_start"
              label={t.blockStart}
              rules={[{ required: true, message: t.required }]}
            >
              <Input type="number" inputMode="numeric" min={0} max={totalTickets - 1} />
            </Form.Item>
            <Form.Item
              name="block_end"
              label={t.blockEnd}
              rules={[{ required: true, message: t.required }]}
            >
              <Input type="number" inputMode="numeric" min={0} max={totalTickets - 1} />
            </Form.Item>
            <Form.Item name="block_locked" valuePropName="checked">
              <Checkbox>{t.blockLocked}</Checkbox>
            </Form.Item>
          </Space>
        ) : null}
        {serverError ? (
          <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={invite.isPending}
          data-testid="invite-seller-submit"
        >
          {t.invite}
        </Button>
      </Form>
      {made?.invite_url ? <InvitationLink seller={made} raffleTitle={raffleTitle} /> : null}
    </>
  );
}

/** The link of an invitation just made: to copy, or to send by WhatsApp. */
function InvitationLink({ seller, raffleTitle }: { seller: Seller; raffleTitle: string }) {
  const { message } = App.useApp();
  const url = seller.invite_url ?? '';
  const text = t.inviteWhatsappText(raffleTitle, url);
  // By phone: a chat with that number; otherwise WhatsApp's own chooser.
  const whatsapp = whatsappLink(seller.phone, text) ?? whatsappShareLink(text);
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 16 }}
      title={t.inviteLinkTitle}
      data-testid="invitation-link"
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>{t.inviteLinkText}</span>
          {seller.email ? <span>{t.inviteMailed}</span> : null}
          <Input readOnly value={url} aria-label={t.inviteLinkTitle} data-testid="invitation-url" />
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
            <Button
              href={whatsapp}
              target="_blank"
              rel="noopener"
              data-testid="invitation-whatsapp"
            >
              {t.shareWhatsapp}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
