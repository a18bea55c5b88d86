import { Space, Typography } from 'antd';
import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { whatsappLink } from '../../../lib/whatsapp';
import { telUrl } from '../contact-links';

/** A business's phone (to call) and WhatsApp (to write), when it gave them in its settings. */
export function CreatorContact({ contact }: { contact: Raffle['creator']['contact'] }) {
  const t = es.raffleDetail;
  const whatsapp = whatsappLink(contact?.whatsapp);
  if (!contact?.phone && !whatsapp) return null;
  return (
    <Space wrap size={[12, 2]} data-testid="raffle-contact">
      {contact?.phone ? (
        <Typography.Link
          href={telUrl(contact.phone)}
          aria-label={t.contactPhone(contact.phone)}
          data-testid="raffle-contact-phone"
        >
          <PhoneOutlined /> {contact.phone}
        </Typography.Link>
      ) : null}
      {whatsapp && contact?.whatsapp ? (
        <Typography.Link
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.contactWhatsapp}: ${contact.whatsapp}`}
          data-testid="raffle-contact-whatsapp"
        >
          <WhatsAppOutlined /> {contact.whatsapp}
        </Typography.Link>
      ) : null}
    </Space>
  );
}
