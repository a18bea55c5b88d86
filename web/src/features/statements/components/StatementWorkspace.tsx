import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  InputNumber,
  Radio,
  Select,
  Space,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { isApiError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import {
  useImportStatement,
  useSaveStatementSettings,
  useStatementOutcome,
  useStatementSettings,
  useVerifyMatches,
  useVerifyPair,
  type StatementAccount,
  type StatementOutcome,
  type StatementScope,
  type StatementSettings,
} from '../api/statements';
import { toForm, toSettingsInput, type ColumnsForm } from '../statement-columns';
import '../statements.css';

const t = es.statements;

type Movement = StatementOutcome['matched'][number]['movement'];
type Report = StatementOutcome['matched'][number]['report'];
type Hold = StatementOutcome['unreported'][number]['holds'][number];

/**
 * The one statement screen of every scope (a creator's, a business's, the platform's): pick one of
 * the accounts, set how its statements are read (once), upload a CSV and see it matched with the
 * reports waiting; "Verificar los coincidentes" verifies the exact matches. Only where the accounts
 * and the reports come from differs, and the server decides both.
 */
export function StatementWorkspace({
  scope,
  accounts,
  subtitle,
  empty,
}: {
  scope: StatementScope;
  accounts: StatementAccount[];
  subtitle: string;
  /** Shown when there is no account to reconcile. */
  empty: React.ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const accountId = chosen ?? accounts[0]?.id ?? null;
  if (accounts.length === 0) return <Empty description={empty} />;
  return (
    <div className="rifa-statement">
      <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t.account} htmlFor="statement-account">
          <Select
            id="statement-account"
            data-testid="statement-account"
            value={accountId}
            placeholder={t.accountPlaceholder}
            onChange={setChosen}
            options={accounts.map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      </Form>
      {accountId ? <Account key={accountId} scope={scope} accountId={accountId} /> : null}
    </div>
  );
}

function Account({ scope, accountId }: { scope: StatementScope; accountId: string }) {
  const settings = useStatementSettings(scope, accountId);
  const outcome = useStatementOutcome(scope, accountId);
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (settings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(settings.error, '')}
      />
    );
  return (
    <>
      <ColumnsCard scope={scope} accountId={accountId} settings={settings.data} />
      <UploadCard scope={scope} accountId={accountId} ready={settings.data.mapping !== null} />
      {outcome.data ? <Outcome scope={scope} accountId={accountId} outcome={outcome.data} /> : null}
    </>
  );
}

function ColumnsCard({
  scope,
  accountId,
  settings,
}: {
  scope: StatementScope;
  accountId: string;
  settings: StatementSettings;
}) {
  const [form] = Form.useForm<ColumnsForm>();
  const save = useSaveStatementSettings(scope, accountId);
  const initial = toForm(
    settings.mapping,
    settings.presets,
    settings.tolerance_bp,
    settings.window_days,
  );
  const layout = Form.useWatch('layout', form) ?? initial.layout;
  const amountKind = Form.useWatch('amountKind', form) ?? initial.amountKind;
  const column = (name: keyof ColumnsForm, label: string, required = true) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true }] : []}>
      <InputNumber min={1} max={50} />
    </Form.Item>
  );
  return (
    <Card title={t.formatTitle} size="small" className="rifa-statement__card">
      <Typography.Paragraph type="secondary">{t.formatHelp}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => save.mutate(toSettingsInput({ ...initial, ...values }))}
        data-testid="statement-columns"
      >
        <Form.Item name="layout" label={t.layout}>
          <Select
            options={[
              ...settings.presets.map((p) => ({ value: p.id, label: t.presetName(p.name) })),
              { value: 'custom', label: t.custom },
            ]}
          />
        </Form.Item>
        {layout === 'custom' ? (
          <div className="rifa-statement__columns">
            {column('date', t.dateColumn)}
            {column('reference', t.referenceColumn)}
            {column('description', t.descriptionColumn, false)}
            <Form.Item name="amountKind" label={t.amountKind}>
              <Radio.Group
                options={[
                  { value: 'amount', label: t.oneAmount },
                  { value: 'credit', label: t.creditDebit },
                ]}
              />
            </Form.Item>
            {amountKind === 'amount' ? (
              column('amount', t.amountColumn)
            ) : (
              <>
                {column('credit', t.creditColumn)}
                {column('debit', t.debitColumn, false)}
              </>
            )}
          </div>
        ) : null}
        <Space wrap>
          <Form.Item name="tolerancePercent" label={t.tolerance}>
            <InputNumber min={0} max={50} step={0.5} />
          </Form.Item>
          <Form.Item name="windowDays" label={t.window}>
            <InputNumber min={0} max={30} />
          </Form.Item>
        </Space>
        {save.isError ? <Alert type="error" showIcon title={errorMessage(save.error, '')} /> : null}
        {save.isSuccess ? (
          <Alert type="success" showIcon title={t.saved} data-testid="statement-saved" />
        ) : null}
        <Button htmlType="submit" loading={save.isPending} data-testid="statement-save">
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}

function UploadCard({
  scope,
  accountId,
  ready,
}: {
  scope: StatementScope;
  accountId: string;
  ready: boolean;
}) {
  const upload = useImportStatement(scope, accountId);
  const input = useRef<HTMLInputElement>(null);
  const error = upload.error;
  const lines =
    isApiError(error) && Array.isArray(error.details?.['lines'])
      ? (error.details['lines'] as Array<{ line: number; message: string }>)
      : [];
  return (
    <Card title={t.uploadTitle} size="small" className="rifa-statement__card">
      <Typography.Paragraph type="secondary">
        {ready ? t.uploadHelp : t.saveFirst}
      </Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv,text/plain,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="statement-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      <Button
        type="primary"
        disabled={!ready}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t.upload}
      </Button>
      {upload.isSuccess ? (
        <Alert
          className="rifa-statement__notice"
          type="success"
          showIcon
          data-testid="statement-imported"
          title={t.imported(upload.data.imported, upload.data.duplicates)}
        />
      ) : null}
      {upload.isError ? (
        <Alert
          className="rifa-statement__notice"
          type="error"
          showIcon
          data-testid="statement-error"
          title={lines.length > 0 ? t.unreadable : errorMessage(error, '')}
          description={
            lines.length > 0 ? (
              <ul>
                {lines.map((l) => (
                  <li key={l.line}>{t.line(l.line, l.message)}</li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : null}
    </Card>
  );
}

function Outcome({
  scope,
  accountId,
  outcome,
}: {
  scope: StatementScope;
  accountId: string;
  outcome: StatementOutcome;
}) {
  const verify = useVerifyMatches(scope, accountId);
  const pair = useVerifyPair(scope, accountId);
  const exact = outcome.matched.filter((m) => m.exact).length;
  const [verified, setVerified] = useState<number | null>(null);
  const choose = (movementId: string, paymentId: string) =>
    pair.mutate(
      { movement_id: movementId, payment_id: paymentId },
      { onSuccess: (r) => setVerified(r.verified) },
    );
  return (
    <div className="rifa-statement__outcome" data-testid="statement-outcome">
      {verified !== null ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setVerified(null) }}
          data-testid="statement-verified"
          title={t.verifiedAll(verified)}
        />
      ) : null}
      {verify.isError ? <Alert type="error" showIcon title={t.verifyError} /> : null}
      {pair.isError ? (
        <Alert type="error" showIcon title={errorMessage(pair.error, t.verifyError)} />
      ) : null}
      <Section
        title={t.matched}
        items={outcome.matched}
        empty={t.noneMatched}
        testId="statement-matched"
        itemKey={(m) => m.movement.id}
        renderItem={(m) => (
          <>
            <MovementLine movement={m.movement} />
            <ReportLine report={m.report} />
            <Tag color={m.exact ? 'green' : 'gold'}>{t.rules[m.rule]}</Tag>
            {m.exact ? null : (
              <Button
                size="small"
                loading={pair.isPending}
                onClick={() => choose(m.movement.id, m.report.payment_id)}
              >
                {t.verifyThis}
              </Button>
            )}
          </>
        )}
        footer={
          exact > 0 ? (
            <Button
              type="primary"
              block
              loading={verify.isPending}
              onClick={() =>
                verify.mutate(undefined, { onSuccess: (r) => setVerified(r.verified) })
              }
              data-testid="statement-verify"
            >
              {t.verifyAll(exact)}
            </Button>
          ) : null
        }
      />
      <Section
        title={t.ambiguous}
        items={outcome.ambiguous}
        empty={t.noneAmbiguous}
        testId="statement-ambiguous"
        itemKey={(a) => a.movement.id}
        renderItem={(a) => (
          <>
            <MovementLine movement={a.movement} />
            <Typography.Text type="secondary">{t.candidates(a.candidates.length)}</Typography.Text>
            {a.candidates.map((c) => (
              <div key={c.report.payment_id} className="rifa-statement__candidate">
                <ReportLine report={c.report} />
                <Button
                  size="small"
                  loading={pair.isPending}
                  onClick={() => choose(a.movement.id, c.report.payment_id)}
                >
                  {t.verifyThis}
                </Button>
              </div>
            ))}
          </>
        )}
      />
      <Section
        title={t.unreported}
        items={outcome.unreported}
        empty={t.noneUnreported}
        testId="statement-unreported"
        itemKey={(u) => u.movement.id}
        renderItem={(u) => (
          <>
            <MovementLine movement={u.movement} />
            <Typography.Text type="secondary">
              {u.holds.length > 0 ? t.suggestedHolds : t.noHolds}
            </Typography.Text>
            {u.holds.map((h) => (
              <ReportLine key={h.ticket_id} report={h} />
            ))}
          </>
        )}
      />
      <Section
        title={t.unpaid}
        items={outcome.unpaid}
        empty={t.noneUnpaid}
        testId="statement-unpaid"
        itemKey={(r) => r.payment_id}
        renderItem={(r) => <ReportLine report={r} />}
      />
    </div>
  );
}

/**
 * One part of the outcome (matched, ambiguous, money with no report, reports with no money): its
 * title with the count, then a card per item, or the empty text.
 */
function Section<T>(props: {
  title: string;
  items: readonly T[];
  empty: string;
  testId: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="rifa-statement__section" data-testid={props.testId}>
      <Typography.Title level={2} className="rifa-statement__section-title">
        {props.title} <Tag>{props.items.length}</Tag>
      </Typography.Title>
      {props.items.length === 0 ? (
        <Typography.Text type="secondary">{props.empty}</Typography.Text>
      ) : (
        <>
          {props.items.map((item) => (
            <Card key={props.itemKey(item)} size="small" className="rifa-statement__pair">
              {props.renderItem(item)}
            </Card>
          ))}
          {props.footer}
        </>
      )}
    </section>
  );
}

function MovementLine({ movement }: { movement: Movement }) {
  return (
    <div className="rifa-statement__line">
      <Typography.Text strong>{formatMoney(movement.amount_bs, 'VES')}</Typography.Text>
      <Typography.Text>
        {movement.reference ? t.reference(movement.reference) : t.noReference}
      </Typography.Text>
      <Typography.Text type="secondary">{formatDate(`${movement.date}T12:00:00`)}</Typography.Text>
      {movement.description ? (
        <Typography.Text type="secondary" className="rifa-statement__description">
          {movement.description}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * A buyer's report (its amount may lack a rate; a subscription's has no numbers) or a hold waiting
 * for its money (no reference).
 */
function ReportLine({ report }: { report: Report | Hold }) {
  return (
    <div className="rifa-statement__line rifa-statement__line--report">
      <Typography.Text strong>{report.buyer_name}</Typography.Text>
      <Typography.Text>
        {report.amount_bs !== null ? formatMoney(report.amount_bs, 'VES') : t.noRate}
      </Typography.Text>
      {'reference' in report ? (
        <Typography.Text>
          {report.reference ? t.reference(report.reference) : t.noReference}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        {report.numbers.length > 0
          ? `${report.raffle_title} · ${t.numbers(report.numbers.join(', '))}`
          : t.plan(report.raffle_title)}
      </Typography.Text>
    </div>
  );
}
