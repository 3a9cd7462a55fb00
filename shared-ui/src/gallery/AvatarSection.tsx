// Every avatar size, shape, fallback and the upload flow.
import { useId, useState } from 'react';
import { Avatar, avatarSizes, type AvatarSize } from '../exposed/Avatar';
import { Readout, Row, Section, Specimen } from './parts';

const sample =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#4338ca'/>" +
      "<circle cx='32' cy='26' r='12' fill='#fde68a'/><path d='M10 64a22 22 0 0 1 44 0z' fill='#fde68a'/></svg>",
  );
// A data URL that cannot decode: fails without any network request.
const broken = 'data:image/png;base64,broken';

export function AvatarSection({ prefix }: { prefix: string }) {
  const [received, setReceived] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const toggleId = useId();

  return (
    <Section aria-label={`Avatars, ${prefix} theme`}>
      <h3>Avatars</h3>
      <Row role="group" aria-label="avatar sizes">
        {(Object.keys(avatarSizes) as AvatarSize[]).map((size) => (
          <Specimen key={size} caption={size}>
            <span data-testid={`${prefix}-avatar-size-${size}`}>
              <Avatar size={size} src={sample} alt={`Sample avatar ${size}`} />
            </span>
          </Specimen>
        ))}
      </Row>
      <Row role="group" aria-label="avatar shapes and fallbacks">
        <Specimen caption="circle">
          <span data-testid={`${prefix}-avatar-shape-circle`}>
            <Avatar size="lg" shape="circle" src={sample} />
          </span>
        </Specimen>
        <Specimen caption="square">
          <span data-testid={`${prefix}-avatar-shape-square`}>
            <Avatar size="lg" shape="square" src={sample} />
          </span>
        </Specimen>
        <Specimen caption="image">
          <span data-testid={`${prefix}-avatar-image`}>
            <Avatar size="lg" src={sample} alt="Grace Okafor" />
          </span>
        </Specimen>
        <Specimen caption="broken image → initials">
          <span data-testid={`${prefix}-avatar-fallback-initials`}>
            <Avatar size="lg" src={broken} initials="GO" alt="Grace Okafor" />
          </span>
        </Specimen>
        <Specimen caption="broken image → icon">
          <span data-testid={`${prefix}-avatar-fallback-icon`}>
            <Avatar size="lg" src={broken} />
          </span>
        </Specimen>
        <Specimen caption="initials from name">
          <span data-testid={`${prefix}-avatar-name`}>
            <Avatar size="lg" name="Samuel Adeyemi" alt="Samuel Adeyemi" />
          </span>
        </Specimen>
        <Specimen caption="square initials">
          <span data-testid={`${prefix}-avatar-square-initials`}>
            <Avatar size="lg" shape="square" initials="CC" alt="Church Choir" />
          </span>
        </Specimen>
        <Specimen caption="loading">
          <span data-testid={`${prefix}-avatar-loading`}>
            <Avatar size="lg" src={sample} loading />
          </span>
        </Specimen>
      </Row>
      <Row role="group" aria-label="avatar upload">
        <Specimen caption="upload (max 1.5 MB)">
          <span data-testid={`${prefix}-avatar-upload`}>
            <Avatar
              size="2xl"
              src={preview ?? sample}
              alt="Your avatar"
              initials="ME"
              loading={uploading}
              onUpload={(dataUrl) => {
                setReceived(dataUrl.length);
                setPreview(dataUrl);
                setError('');
              }}
              onError={setError}
            />
          </span>
        </Specimen>
        <div>
          <Readout>
            <input
              id={toggleId}
              type="checkbox"
              checked={uploading}
              data-testid={`${prefix}-upload-loading-toggle`}
              onChange={(e) => setUploading(e.currentTarget.checked)}
            />{' '}
            <label htmlFor={toggleId}>Simulate uploading (blocks upload)</label>
          </Readout>
          <Readout>
            Data URL length received:{' '}
            <output data-testid={`${prefix}-upload-result`}>{received === null ? 'none' : received}</output>
          </Readout>
          <Readout>
            Upload error:{' '}
            <span role="alert" data-testid={`${prefix}-upload-error`}>
              {error}
            </span>
          </Readout>
        </div>
      </Row>
    </Section>
  );
}
