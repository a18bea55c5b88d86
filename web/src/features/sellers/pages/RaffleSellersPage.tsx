import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatMoney, parseAmount } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useRaffle } from '../../raffles';
import {
  fetchSellersCsv,
  useRaffleSellers,
  useRemoveSeller,
  useSettleSeller,
  useUpdateSeller,
  type Seller,
} from '../api/sellers';
import { InviteSellerForm } from '../components/InviteSellerForm';
import { SellerFigures } from '../components/SellerFigures';
import { SellerShiftClose } from '../components/SellerShiftClose';
import { blockText, commissionText } from '../seller-text';
import { saveFile } from '../../../lib/save-file';
import { sellerLinkUrl } from '../seller-form';
import '../sellers.css';

const t = es.sellers;

/** /app/raffle/:id/sellers: the creator invites sellers, sees their figures, pays commissions. */
export default function RaffleSellersPage() {
  const { id = '' } = useParams();
  const raffle = useRaffle(id);
  const sellers = useRaffleSellers(id);
  const { message } = App.useApp();

  let content;
  if (sellers.isPending || raffle.isPending) content = <Skeleton active />;
  else if (sellers.isError)
    content =
      isApiError(sellers.error) && sellers.error.status === 403 ? (
        <Alert type="warning" showIcon title={t.notCreator} />
      ) : (
        <LoadFailed
          title={t.loadError}
          description={sellers.error.message}
          onRetry={() => void sellers.refetch()}
        />
      );
  else if (raffle.isError)
    content = <LoadFailed title={t.loadError} onRetry={() => void raffle.refetch()} />;
  else
    content = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t.inviteTitle} size="small">
          <InviteSellerForm
            raffleId={id}
            raffleTitle={raffle.data.title}
            totalTickets={raffle.data.total_tickets}
          />
        </Card>
        <Space wrap>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() =>
              void fetchSellersCsv(id)
                .then((file) => saveFile(file, 'vendedores.csv'))
                .catch((cause: unknown) => message.error(errorMessage(cause, es.errors.unexpected)))
            }
          >
            {t.exportCsv}
          </Button>
        </Space>
        {sellers.data.data.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          sellers.data.data.map((seller) => (
            <SellerCard key={seller.id} raffleId={id} seller={seller} />
          ))
        )}
      </Space>
    );

  return (
    <section className="rifa-page rifa-sellers" data-testid="raffle-sellers">
      <PageTitle>{t.title}</PageTitle>
      {raffle.data ? (
        <Typography.Paragraph>{t.subtitle(raffle.data.title)}</Typography.Paragraph>
      ) : null}
      <ButtonLink to={`/app/raffle/${id}`} style={{ marginBottom: 16 }}>
        {t.back}
      </ButtonLink>
      {content}
    </section>
  );
}

function SellerCard({ raffleId, seller }: { raffleId: string; seller: Seller }) {
  const { modal, message } = App.useApp();
  const remove = useRemoveSeller(raffleId);
  const update = useUpdateSeller(raffleId);
  const [settling, setSettling] = useState(false);
  const [closing, setClosing] = useState(false);
  const live = seller.status === 'active' || seller.status === 'invited';

  const confirmRemove = () =>
    void modal.confirm({
      title: t.removeConfirm(seller.name),
      okText: t.remove,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(seller.id);
          void message.success(t.removed);
        } catch (cause) {
          void message.error(errorMessage(cause, es.errors.unexpected));
        }
      },
    });

  return (
    <Card
      size="small"
      data-testid="seller-card"
      data-seller={seller.name}
      title={
        <Space wrap size={6}>
          <span>{seller.name}</span>
          <Tag
            color={
              seller.status === 'active'
                ? 'green'
                : seller.status === 'invited'
                  ? 'blue'
                  : 'default'
            }
          >
            {t.status[seller.status]}
          </Tag>
        </Space>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {commissionText(seller)} · {blockText(seller.block)}
      </Typography.Paragraph>
      {seller.status === 'active' ? (
        <Typography.Paragraph
          copyable={{ text: sellerLinkUrl(seller.link) }}
          style={{ marginBottom: 8 }}
        >
          {t.link}: <code className="rifa-sellers__link">{sellerLinkUrl(seller.link)}</code>
        </Typography.Paragraph>
      ) : null}
      <SellerFigures figures={seller.figures} />
      {seller.settlements.length > 0 ? (
        <div className="rifa-sellers__settlements">
          <Typography.Text strong>{t.settlements}</Typography.Text>
          <ul>
            {seller.settlements.map((s) => (
              <li key={s.id}>
                {formatDateTime(s.created_at)} · {formatMoney(s.amount)}
                {s.note ? ` · ${s.note}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Space wrap style={{ marginTop: 8 }}>
        <Button
          type="primary"
          disabled={seller.figures.commission_due <= 0}
          onClick={() => setSettling(true)}
          data-testid="settle-seller"
        >
          {t.settle}
        </Button>
        {live && seller.block ? (
          <Button
            loading={update.isPending}
            data-testid="toggle-block-lock"
            onClick={() =>
              void update
                .mutateAsync({
                  sellerId: seller.id,
                  block: seller.block ? { ...seller.block, locked: !seller.block.locked } : null,
                })
                .catch((cause: unknown) => message.error(errorMessage(cause, es.errors.unexpected)))
            }
          >
            {seller.block.locked ? t.unlockBlock : t.lockBlock}
          </Button>
        ) : null}
        {live && seller.block ? (
          <Button
            disabled={update.isPending}
            onClick={() =>
              void update
                .mutateAsync({ sellerId: seller.id, block: null })
                .catch((cause: unknown) => message.error(errorMessage(cause, es.errors.unexpected)))
            }
          >
            {t.takeBackBlock}
          </Button>
        ) : null}
        {seller.user_id ? (
          <Button
            aria-expanded={closing}
            onClick={() => setClosing((open) => !open)}
            data-testid="seller-shift-toggle"
          >
            {closing ? es.sellers.shiftClose.hide : es.sellers.shiftClose.open}
          </Button>
        ) : null}
        {live ? (
          <Button danger onClick={confirmRemove} data-testid="remove-seller">
            {t.remove}
          </Button>
        ) : null}
      </Space>
      {closing && seller.user_id ? (
        <SellerShiftClose raffleId={raffleId} sellerId={seller.id} creator />
      ) : null}
      {settling ? (
        <SettleModal raffleId={raffleId} seller={seller} onClose={() => setSettling(false)} />
      ) : null}
    </Card>
  );
}

function SettleModal({
  raffleId,
  seller,
  onClose,
}: {
  raffleId: string;
  seller: Seller;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ amount: string; note?: string }>();
  const settle = useSettleSeller(raffleId);
  const { message } = App.useApp();
  const submit = async ({ amount, note }: { amount: string; note?: string }) => {
    try {
      await settle.mutateAsync({
        sellerId: seller.id,
        amount: parseAmount(amount) ?? 0,
        note: note ?? '',
      });
      void message.success(t.settled);
      onClose();
    } catch (cause) {
      void message.error(errorMessage(cause, es.errors.unexpected));
    }
  };
  return (
    <Modal
      open
      title={t.settleTitle(seller.name)}
      okText={t.settleOk}
      cancelText={t.cancel}
      confirmLoading={settle.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ amount: String(seller.figures.commission_due).replace('.', ',') }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="amount"
          label={t.settleAmount}
          rules={[{ required: true, message: t.required }]}
        >
          <Input inputMode="decimal" data-testid="settle-amount" />
        </Form.Item>
        <Form.Item name="note" label={t.settleNote}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
