import { Button, type ButtonProps } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import './whatsapp-button.css';

type WhatsAppButtonProps = Omit<
  ButtonProps,
  'href' | 'target' | 'icon' | 'onClick' | 'htmlType'
> & {
  /** A `wa.me` link (lib/whatsapp.ts); nothing is shown without one. */
  href: string | null;
};

/** A link that opens WhatsApp with a message written, looking like a button; none without a link. */
export function WhatsAppButton({ href, children, ...props }: WhatsAppButtonProps) {
  if (!href) return null;
  return (
    <Button
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      icon={<WhatsAppOutlined />}
    >
      {children}
    </Button>
  );
}
