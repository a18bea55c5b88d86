import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  DatePicker,
  Flex,
  Input,
  Modal,
  Progress,
  Row,
  Select,
  Slider,
  Space,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { BellOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { formatTicketNumber } from '../../lib/format';
import { es } from '../../locales/es';
import './test-antd.css';

const t = es.testAntd;

interface TicketRow {
  key: number;
  number: string;
  buyer: string;
  status: 'pending' | 'paid' | 'cancelled';
}

const rows: TicketRow[] = t.rowBuyers.map((buyer, i) => ({
  key: i,
  number: formatTicketNumber([7, 42, 93][i] ?? 0, 100),
  buyer,
  status: (['paid', 'pending', 'cancelled'] as const)[i] ?? 'pending',
}));

const statusTag: Record<TicketRow['status'], { color: string; label: string }> = {
  pending: { color: 'gold', label: t.statusPending },
  paid: { color: 'green', label: t.statusPaid },
  cancelled: { color: 'default', label: t.statusCancelled },
};

const columns: TableColumnsType<TicketRow> = [
  { title: t.colNumber, dataIndex: 'number' },
  { title: t.colBuyer, dataIndex: 'buyer' },
  {
    title: t.colStatus,
    dataIndex: 'status',
    render: (status: TicketRow['status']) => (
      <Tag color={statusTag[status].color}>{statusTag[status].label}</Tag>
    ),
  },
];

/**
 * A UI component test page (spec §2): antd components rendered with the app's theme. It shows
 * components no buyer page uses, so it keeps antd's runtime styles rather than growing the static
 * stylesheet every page loads (scripts/antd-static-css.ts).
 */
export default function TestAntdPage() {
  return (
    <ConfigProvider theme={{ zeroRuntime: false }}>
      <Showcase />
    </ConfigProvider>
  );
}

function Showcase() {
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [slider, setSlider] = useState(40);

  return (
    <main className="rifa-container rifa-test-antd">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <Link to="/" aria-label={es.nav.home}>
        <BrandMark />
      </Link>
      <Typography.Title level={1}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t.buttons}>
            <Flex wrap gap="small">
              <Button type="primary">{t.primary}</Button>
              <Button>{t.default}</Button>
              <Button type="dashed">{t.dashed}</Button>
              <Button type="text">{t.text}</Button>
              <Button type="link">{t.link}</Button>
              <Button danger>{t.danger}</Button>
              <Button type="primary" loading>
                {t.loading}
              </Button>
              <Button disabled>{t.disabled}</Button>
              <Button
                type="primary"
                shape="circle"
                icon={<SearchOutlined />}
                aria-label={es.nav.search}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.inputs}>
            <Space orientation="vertical" className="rifa-test-antd__stack">
              <Input placeholder={t.inputPlaceholder} aria-label={t.inputPlaceholder} />
              <Select
                className="rifa-test-antd__full"
                placeholder={t.selectPlaceholder}
                aria-label={t.selectPlaceholder}
                options={es.landing.lotteries.map((name) => ({ value: name, label: name }))}
              />
              <DatePicker
                className="rifa-test-antd__full"
                placeholder={t.datePlaceholder}
                aria-label={t.datePlaceholder}
              />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.tags}>
            <Flex wrap gap="small" align="center">
              <Tag color="green">{t.tagActive}</Tag>
              <Tag color="gold">{t.tagWaiting}</Tag>
              <Tag color="blue">{t.tagCompleted}</Tag>
              <Tag>{t.tagCancelled}</Tag>
              <Badge count={5} title={t.badge}>
                <Button icon={<BellOutlined />} aria-label={t.badge} />
              </Badge>
              <Badge count="9+" title={t.badge}>
                <Button icon={<BellOutlined />} aria-label={t.badge} />
              </Badge>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.progress}>
            <Progress percent={35} />
            <Progress percent={100} status="success" />
            <Flex gap="large">
              <Progress type="circle" percent={72} size={80} />
              <Progress type="dashboard" percent={15} size={80} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Space orientation="vertical" className="rifa-test-antd__stack">
            <Alert type="info" showIcon title={t.alertInfo} />
            <Alert type="success" showIcon title={t.alertSuccess} />
            <Alert type="warning" showIcon title={t.alertWarning} />
            <Alert type="error" showIcon title={t.alertError} />
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.cardTitle}>
            <Typography.Paragraph>{t.cardText}</Typography.Paragraph>
            <Button type="primary" onClick={() => setOpen(true)}>
              {t.modalOpen}
            </Button>
            <Modal
              title={t.modalTitle}
              open={open}
              onOk={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            >
              <p>{t.modalText}</p>
            </Modal>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={`${t.switchLabel} · ${t.sliderLabel}`}>
            <Space orientation="vertical" className="rifa-test-antd__stack">
              <Switch checked={enabled} onChange={setEnabled} aria-label={t.switchLabel} />
              <Slider value={slider} onChange={setSlider} aria-label={t.sliderLabel} />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.table}>
            <Table<TicketRow> columns={columns} dataSource={rows} pagination={false} size="small" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t.tabs}>
            <Tabs
              items={[
                { key: 'one', label: t.tabOne, children: t.tabOneText },
                { key: 'two', label: t.tabTwo, children: t.tabTwoText },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t.steps}>
            <Steps current={1} items={es.landing.steps.map((step) => ({ title: step.title }))} />
          </Card>
        </Col>
      </Row>
    </main>
  );
}
