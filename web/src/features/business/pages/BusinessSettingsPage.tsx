import { useEffect } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { PaymentMethodsSection } from '../../payment-methods';
import { AvatarEditor, parseRate } from '../../profiles';
import { useBusinessMe } from '../api/business-me';
import {
  useBusinessSettings,
  useUpdateBusinessSettings,
  type BusinessSettings,
} from '../api/settings';
import { isOwnerOnlyRefusal, refusalMessage } from '../cashier-rules';
import { OwnerOnlyNotice } from '../components/OwnerOnlyNotice';
import {
  CONTACT_PHONE,
  settingsFormValues,
  toSettingsPatch,
  type SettingsFormValues,
} from '../settings-form';
import { PageTitle } from '../../../components/PageTitle';
import '../business-pages.css';

const t = es.business.settings;

/** /business/settings (owner only): name, logo, contact, rate, plan and the payment methods buyers see. */
export default function BusinessSettingsPage() {
  const me = useBusinessMe();
  const cashier = me.data?.role === 'cashier';
  const settings = useBusinessSettings(!cashier);

  let body;
  if (cashier || isOwnerOnlyRefusal(settings.error)) body = <SettingsOwnerOnly />;
  else if (settings.isPending) body = <Skeleton active />;
  else if (settings.isError)
    body = (
      <LoadFailed
        title={refusalMessage(settings.error, t.loadError)}
        testId="settings-load-error"
        onRetry={() => void settings.refetch()}
      />
    );
  else body = <SettingsSections settings={settings.data} onLogo={() => void settings.refetch()} />;

  return (
    <section className="rifa-page rifa-business-page">
      <PageTitle>{t.title}</PageTitle>
      {body}
    </section>
  );
}

function SettingsOwnerOnly() {
  return (
    <OwnerOnlyNotice
      title={t.ownerOnlyTitle}
      text={t.ownerOnlyText}
      action={
        <ButtonLink type="primary" to="/app/profile">
          {t.toProfile}
        </ButtonLink>
      }
    />
  );
}

function SettingsSections({
  settings,
  onLogo,
}: {
  settings: BusinessSettings;
  onLogo: () => void;
}) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" className="rifa-business-page__subtitle">
        {t.subtitle}
      </Typography.Paragraph>
      <SettingsForm settings={settings} />
      <Card title={<h2 className="rifa-section-title ant-typography">{t.logoCard}</h2>}>
        <Space orientation="vertical" size={12}>
          <Typography.Text type="secondary">{t.logoHint}</Typography.Text>
          <AvatarEditor profile={settings} onUploaded={onLogo} />
        </Space>
      </Card>
      <PlanCard settings={settings} />
      {/* The payment methods buyers see: the section brings its own card, title and hint. */}
      <div data-testid="settings-payment-methods">
        <PaymentMethodsSection />
      </div>
    </Space>
  );
}

const phoneRule = {
  validator: (_: unknown, value: string | undefined) => {
    const phone = (value ?? '').trim();
    return phone === '' || CONTACT_PHONE.test(phone)
      ? Promise.resolve()
      : Promise.reject(new Error(t.phoneInvalid));
  },
};

function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const update = useUpdateBusinessSettings();
  const formError = useServerErrors(form, update.error);

  useEffect(() => {
    form.setFieldsValue(settingsFormValues(settings));
  }, [settings, form]);

  const save = (values: SettingsFormValues) => {
    update.mutate(toSettingsPatch(values, settings), {
      onSuccess: () => void message.success(t.saved),
    });
  };

  return (
    <Card
      title={<h2 className="rifa-section-title ant-typography">{t.businessCard}</h2>}
      data-testid="settings-business"
    >
      {formError ? (
        <Alert
          type="error"
          showIcon
          title={refusalMessage(update.error, formError)}
          style={{ marginBottom: 16 }}
          data-testid="settings-error"
        />
      ) : null}
      <Form<SettingsFormValues>
        name="business-settings-page"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={settingsFormValues(settings)}
        onFinish={save}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          label={t.name}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t.nameRequired },
            { min: 2, max: 80, message: t.nameLength },
          ]}
        >
          <Input autoComplete="organization" maxLength={80} />
        </Form.Item>
        {settings.email ? (
          <Form.Item label={t.email}>
            <Typography.Text data-testid="settings-email">{settings.email}</Typography.Text>
          </Form.Item>
        ) : null}
        <Form.Item label={t.phone} name="phone" extra={t.phoneHint} rules={[phoneRule]}>
          <Input autoComplete="tel" inputMode="tel" placeholder={t.phonePlaceholder} />
        </Form.Item>
        <Form.Item label={t.whatsapp} name="whatsapp" rules={[phoneRule]}>
          <Input autoComplete="tel" inputMode="tel" placeholder={t.phonePlaceholder} />
        </Form.Item>
        <Form.Item label={t.bio} name="bio" rules={[{ max: 500, message: t.bioMax }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.bioPlaceholder} />
        </Form.Item>
        <Form.Item
          label={t.rate}
          name="exchange_rate"
          extra={
            <Space orientation="vertical" size={0}>
              <span>{t.rateHint}</span>
              <span data-testid="settings-rate-date">
                {settings.exchange_rate && settings.exchange_rate_at
                  ? t.rateAt(formatDateTime(settings.exchange_rate_at))
                  : t.rateNone}
              </span>
            </Space>
          }
          rules={[
            {
              validator: (_: unknown, value: string | undefined) =>
                parseRate(value) === null
                  ? Promise.reject(new Error(t.rateInvalid))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input prefix="Bs" inputMode="decimal" autoComplete="off" style={{ maxWidth: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}

function PlanCard({ settings }: { settings: BusinessSettings }) {
  const membership = settings.membership_active
    ? settings.membership_end_date
      ? t.membershipUntil(formatDate(settings.membership_end_date))
      : t.membershipActive
    : t.membershipInactive;
  const cashiers =
    settings.max_cashiers === null
      ? t.cashiersUnlimited(settings.cashier_count)
      : t.cashiersUsed(settings.cashier_count, settings.max_cashiers);
  return (
    <Card
      title={<h2 className="rifa-section-title ant-typography">{t.planCard}</h2>}
      extra={<Link to="/app/profile#plan">{t.seePlans}</Link>}
      data-testid="settings-plan"
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'plan', label: t.plan, children: settings.plan?.name ?? t.noPlan },
          { key: 'membership', label: t.membership, children: membership },
          {
            key: 'cashiers',
            label: t.cashiers,
            children: <Link to="/business/cashiers">{cashiers}</Link>,
          },
        ]}
      />
    </Card>
  );
}
