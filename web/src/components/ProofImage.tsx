import { Image, Typography } from 'antd';
import { ZoomInOutlined } from '@ant-design/icons';
import { es } from '../locales/es';
import { FITTED_PREVIEW } from './fitted-preview';
import './proof-image.css';

interface ProofImageProps {
  /** A short-lived signed URL of the proof, or null when none was attached. */
  url: string | null;
  alt: string;
  /** A caption above the image ('Este pago', 'Pago anterior') when two are compared. */
  caption?: string;
  /** What to say when there is no proof (default 'Sin comprobante.'). */
  emptyText?: string;
  testId?: string;
}

/**
 * A payment proof (a ticket's or a subscription's): the whole picture fits its box (a phone
 * screenshot is tall), and a tap opens antd's preview fitted to the screen (not at the picture's
 * own size, small for a phone's screenshot), where it can be zoomed and turned to read a reference.
 */
export function ProofImage({ url, alt, caption, emptyText, testId }: ProofImageProps) {
  return (
    <figure className="rifa-proof" data-testid={testId}>
      {caption ? <figcaption className="rifa-proof__caption">{caption}</figcaption> : null}
      {url ? (
        <Image
          src={url}
          alt={alt}
          className="rifa-proof__image"
          rootClassName="rifa-proof__root"
          classNames={FITTED_PREVIEW}
          preview={{
            cover: (
              <span className="rifa-proof__zoom">
                <ZoomInOutlined aria-hidden /> {es.proofImage.zoom}
              </span>
            ),
          }}
        />
      ) : (
        <Typography.Text type="secondary" className="rifa-proof__none">
          {emptyText ?? es.proofImage.noProof}
        </Typography.Text>
      )}
    </figure>
  );
}
