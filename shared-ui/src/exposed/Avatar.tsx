// User avatar: image, initials or person-icon fallback, optional keyboard-usable upload.
import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '../kit/Loader';
import { themeOf } from '../kit/theme';
import { avatarAccept, avatarMessages, checkAvatarFile, readAsDataUrl } from '../internal/readAvatarFile';
import { visuallyHidden } from '../internal/visuallyHidden';

export { MAX_AVATAR_BYTES, avatarAccept, avatarMessages } from '../internal/readAvatarFile';

export const avatarSizes = { xs: 24, sm: 32, md: 48, lg: 64, xl: 96, '2xl': 128, '3xl': 160 } as const;
export type AvatarSize = keyof typeof avatarSizes;
export type AvatarShape = 'circle' | 'square';

export interface AvatarProps {
  src?: string | null;
  /** Alternative text, also the accessible name of the fallbacks. */
  alt?: string;
  /** Shown when there is no usable image. */
  initials?: string;
  /** Used to derive initials when `initials` is not given. */
  name?: string;
  size?: AvatarSize;
  shape?: AvatarShape;
  /** Enables upload: receives the chosen image as a data URL. */
  onUpload?: (dataUrl: string, file: File) => void;
  /** Upload problems (size, type, no file, read failure). Without it they are shown as an error toast. */
  onError?: (message: string) => void;
  /** Covers the avatar with a spinner and blocks upload. */
  loading?: boolean;
  /** Accessible name of the upload button. */
  uploadLabel?: string;
  className?: string;
}

export function initialsFrom(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

const radius = (shape: AvatarShape, px: number) => (shape === 'circle' ? '50%' : `${Math.max(4, Math.round(px / 6))}px`);

const Frame = styled.span<{ $px: number }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${(p) => p.$px}px;
  height: ${(p) => p.$px}px;
  vertical-align: middle;
`;

const Face = styled.span<{ $px: number; $shape: AvatarShape }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${(p) => radius(p.$shape, p.$px)};
  background: ${(p) => themeOf(p.theme).colors.surfaceAlt};
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const InitialsBadge = styled.span<{ $px: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${(p) => themeOf(p.theme).colors.primary};
  color: ${(p) => themeOf(p.theme).colors.primaryContrast};
  font-family: ${(p) => themeOf(p.theme).fonts.body};
  font-size: ${(p) => Math.max(10, Math.round(p.$px * 0.4))}px;
  font-weight: 600;
  letter-spacing: 0.02em;
  user-select: none;
`;

const PersonIcon = styled.svg`
  width: 70%;
  height: 70%;
  margin-top: 15%;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => themeOf(p.theme).colors.overlay};
  color: #ffffff;
`;

const UploadButton = styled.button<{ $px: number }>`
  position: absolute;
  right: -2px;
  bottom: -2px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => Math.max(20, Math.round(p.$px * 0.3))}px;
  height: ${(p) => Math.max(20, Math.round(p.$px * 0.3))}px;
  padding: 0;
  border: 2px solid ${(p) => themeOf(p.theme).colors.background};
  border-radius: 50%;
  background: ${(p) => themeOf(p.theme).colors.primary};
  color: ${(p) => themeOf(p.theme).colors.primaryContrast};
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
  svg {
    width: 60%;
    height: 60%;
  }
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

function spinnerSize(px: number): number {
  return Math.max(12, Math.round(px * 0.4));
}

export function Avatar({
  src,
  alt = 'User avatar',
  initials,
  name,
  size = 'md',
  shape = 'circle',
  onUpload,
  onError,
  loading = false,
  uploadLabel = 'Change avatar',
  className,
}: AvatarProps) {
  const px = avatarSizes[size];
  // The source that failed to load; a new source (or a successful read) clears the flag.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const badge = (initials ?? initialsFrom(name)).trim().toUpperCase();
  const showImage = Boolean(src) && failedSrc !== src;

  // The toast module (react-toastify) loads only if an upload fails: pages showing an avatar
  // do not carry it for their first paint.
  const report = (message: string) => (onError ? onError(message) : void import('./toast').then(({ notify }) => notify.error(message)));

  const openPicker = () => {
    if (!loading) inputRef.current?.click();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // lets the same file be picked again
    if (loading || !onUpload) return;
    const problem = checkAvatarFile(file);
    if (problem || !file) {
      report(problem ?? avatarMessages.noFile);
      return;
    }
    readAsDataUrl(file).then(
      (dataUrl) => {
        setFailedSrc(null);
        onUpload(dataUrl, file);
      },
      () => report(avatarMessages.readFailed),
    );
  };

  let face;
  if (showImage) {
    face = <Image src={src ?? undefined} alt={alt} onError={() => setFailedSrc(src ?? null)} />;
  } else if (badge) {
    face = (
      <InitialsBadge $px={px} role="img" aria-label={alt} data-avatar-fallback="initials">
        <span aria-hidden="true">{badge}</span>
      </InitialsBadge>
    );
  } else {
    face = (
      <PersonIcon viewBox="0 0 24 24" role="img" aria-label={alt} data-avatar-fallback="icon" focusable="false">
        <circle cx="12" cy="8" r="4.5" fill="currentColor" />
        <path d="M2.5 24a9.5 9.5 0 0 1 19 0z" fill="currentColor" />
      </PersonIcon>
    );
  }

  return (
    <Frame $px={px} className={className} data-size={size} data-shape={shape} aria-busy={loading || undefined}>
      <Face $px={px} $shape={shape}>
        {face}
        {loading && (
          <Overlay data-avatar-overlay="">
            <Spinner size={spinnerSize(px)} label="Loading avatar" />
          </Overlay>
        )}
      </Face>
      {onUpload && (
        <>
          <UploadButton type="button" $px={px} aria-label={uploadLabel} disabled={loading} onClick={openPicker}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                fillRule="evenodd"
                d="M9 4 7.5 6H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-2.5L15 4zm3 5.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z"
              />
            </svg>
          </UploadButton>
          <FileInput
            ref={inputRef}
            type="file"
            accept={avatarAccept}
            aria-label="Avatar image file"
            tabIndex={-1}
            disabled={loading}
            onChange={handleChange}
          />
        </>
      )}
    </Frame>
  );
}
