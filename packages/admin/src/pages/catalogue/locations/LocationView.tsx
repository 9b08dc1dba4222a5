import type { EcuAdblueLocation, StoredImage } from '@portal/contracts';
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../AuthImage';

/** The vehicle a location was recorded for, e.g. "Car / Audi / A4 / B8". */
export const locationVehicle = (l: EcuAdblueLocation) =>
  [l.vtype, l.manufacture, l.vmodel, l.generation, l.variant]
    .filter((n) => n)
    .map((n) => n?.name)
    .join(' / ');

function Part({ kind, text, images }: { kind: 'ecu' | 'adblue'; text: string; images: StoredImage[] }) {
  const { t } = useTranslation();
  const title = t(`catalogue.locations.${kind}_location`);
  return (
    <Card title={title} data-testid={`${kind}-location`} style={{ height: '100%' }}>
      {text || images.length ? (
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{text}</Typography.Paragraph>
          <Space wrap>
            {images.map((img) => (
              <AuthImage key={img._id} url={img.url} alt={`${title}: ${img.name}`} size={180} />
            ))}
          </Space>
        </>
      ) : (
        <Empty description={t('catalogue.locations.not_described')} />
      )}
    </Card>
  );
}

/** Where the ECU and the AdBlue unit sit, side by side. */
export function LocationView({ location }: { location: EcuAdblueLocation }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('catalogue.locations.recorded_for', { vehicle: locationVehicle(location) })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Part kind="ecu" text={location.ecu_location} images={location.ecu_location_images} />
        </Col>
        <Col xs={24} lg={12}>
          <Part kind="adblue" text={location.adblue_location} images={location.adblue_location_images} />
        </Col>
      </Row>
    </>
  );
}
