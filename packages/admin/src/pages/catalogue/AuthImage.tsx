import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useImageBlob } from '../../queries/catalogue';

/**
 * A stored picture of the vehicle database. Its route needs the access token, which an <img src> cannot
 * send, so the file is fetched through the API client and shown from an object URL.
 */
export function AuthImage({
  url,
  alt,
  size = 120,
  testId,
}: {
  url: string;
  alt: string;
  size?: number;
  testId?: string;
}) {
  const blob = useImageBlob(url).data;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return (
    <span data-testid={testId} style={{ display: 'inline-block' }}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          width={size}
          height={size}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <Skeleton.Image active style={{ width: size, height: size }} />
      )}
    </span>
  );
}
