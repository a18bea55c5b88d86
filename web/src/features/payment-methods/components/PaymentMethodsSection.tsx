import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  List,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';
import {
  sortPaymentMethods,
  useCreatePaymentMethod,
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
  useUpdatePaymentMethod,
  type PaymentMethod,
  type PaymentMethodInput,
} from '../api/payment-methods';
import { errorMessage } from '../../../lib/form-errors';
import { SECTION_SCROLL_MARGIN, useSectionAnchor } from '../../../lib/section-anchor';
import { summarizeDetails } from '../payment-method-fields';
import { PaymentMethodModal } from './PaymentMethodModal';

/** The user's payment methods: list (default first), add, edit, delete, default (spec §3). */
export function PaymentMethodsSection() {
  const t = es.paymentMethods;
  const { message } = App.useApp();
  const methods = usePaymentMethods();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [open, setOpen] = useState(false);
  // Opened as …#payment-methods (the create page links there when a raffle cannot be paid yet).
  const card = useSectionAnchor<HTMLDivElement>('payment-methods', !methods.isPending);

  const saving = editing ? update : create;

  const openModal = (method: PaymentMethod | null) => {
    create.reset();
    update.reset();
    setEditing(method);
    setOpen(true);
  };

  const onSubmit = (input: PaymentMethodInput) => {
    const done = {
      onSuccess: () => {
        setOpen(false);
        void message.success(t.saved);
      },
    };
    if (editing) update.mutate({ ...input, id: editing.id }, done);
    else create.mutate(input, done);
  };

  const onFailure = (error: unknown) =>
    void message.error(errorMessage(error, es.errors.unexpected));

  let body;
  if (methods.isPending) body = <Skeleton active />;
  else if (methods.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(methods.error, '')}
      />
    );
  else if (methods.data.length === 0) body = <Empty description={t.empty} />;
  else
    body = (
      <List
        data-testid="payment-methods-list"
        dataSource={sortPaymentMethods(methods.data)}
        renderItem={(method) => (
          <List.Item
            data-testid="payment-method"
            data-default={method.is_default ? 'true' : 'false'}
            actions={[
              method.is_default ? null : (
                <Button
                  key="default"
                  type="link"
                  size="small"
                  loading={setDefault.isPending && setDefault.variables === method.id}
                  onClick={() =>
                    setDefault.mutate(method.id, {
                      onSuccess: () => void message.success(t.defaultSet),
                      onError: onFailure,
                    })
                  }
                >
                  {t.makeDefault}
                </Button>
              ),
              <Button key="edit" type="link" size="small" onClick={() => openModal(method)}>
                {t.edit}
              </Button>,
              <Popconfirm
                key="delete"
                title={t.deleteConfirm}
                okText={t.deleteOk}
                cancelText={t.deleteCancel}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(method.id, {
                    onSuccess: () => void message.success(t.deleted),
                    onError: onFailure,
                  })
                }
              >
                <Button type="link" size="small" danger>
                  {t.delete}
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{method.name}</span>
                  <Tag>{t.types[method.type]}</Tag>
                  {method.is_default ? <Tag color="green">{t.default}</Tag> : null}
                </Space>
              }
              description={summarizeDetails(method.type, method.details)}
            />
          </List.Item>
        )}
      />
    );

  return (
    <Card
      title={
        <Typography.Title level={2} className="rifa-section-title">
          {t.title}
        </Typography.Title>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openModal(null)}>
          {t.add}
        </Button>
      }
      ref={card}
      id="payment-methods"
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
      data-testid="payment-methods"
    >
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
      {body}
      <PaymentMethodModal
        open={open}
        method={editing}
        saving={saving.isPending}
        error={saving.error}
        onSubmit={onSubmit}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}
