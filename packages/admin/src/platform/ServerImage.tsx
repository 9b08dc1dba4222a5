import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { useApi } from './context';

/**
 * A picture the server serves under `/api/` (e.g. a staff message's picture), loaded through the app's API
 * client and shown from a `blob:` address. A relative `src` would only work where the page shares the
 * server's origin: the desktop renderer has an origin of its own, and its requests go through the main
 * process, which knows the server's address.
 */
export function ServerImage({ src, ...rest }: { src: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!src.startsWith('/api/')) return;
    let made: string | null = null;
    let gone = false;
    api.http
      .download(src.slice('/api'.length))
      .then(({ blob }) => {
        if (gone) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      // A picture that cannot be had is left out, as a broken <img> would be.
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [api, src]);
  // biome-ignore lint/a11y/useAltText: the caller gives `alt` with the other attributes
  return url ? <img src={url} {...rest} /> : null;
}
