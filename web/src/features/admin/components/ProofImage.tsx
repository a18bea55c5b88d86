import { Image, Typography } from 'antd';
import { ZoomInOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';

interface ProofImageProps {
  /** A short-lived signed URL of the proof, or null. */
  url: string | null;
  alt: string;
  caption?: string;
  testId?: string;
}

/** A payment proof that fits its box; a tap opens antd's preview to zoom and turn it. */
export function ProofImage({ url, alt, caption, testId }: ProofImageProps) {
  const t = es.admin.payments;
  return (
    <figure className="rifa-admin-proof" data-testid={testId}>
      {caption ? <figcaption className="rifa-admin-proof__caption">{caption}</figcaption> : null}
      {url ? (
        <Image
          src={url}
          alt={alt}
          className="rifa-admin-proof__image"
          rootClassName="rifa-admin-proof__root"
          preview={{
            cover: (
              <span className="rifa-admin-proof__zoom">
                <ZoomInOutlined aria-hidden /> {t.zoom}
              </span>
            ),
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t.noProof}</Typography.Text>
      )}
    </figure>
  );
}
