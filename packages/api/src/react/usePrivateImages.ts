/**
 * Private images (the upload route serves them only with a token) as object URLs an <img> can show: each URL is read
 * once with the token; the answer maps each URL to its object URL ('' when the read failed). The object URLs are
 * revoked when the list changes or the component goes.
 */
import { useEffect, useState } from 'react';

export function usePrivateImages(urls: readonly string[], token: () => string | null | undefined): Readonly<Record<string, string>> {
  const key = [...new Set(urls.filter(Boolean))].join('\n');
  const [objectUrls, setObjectUrls] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    const bearer = token();
    void Promise.all(
      key
        .split('\n')
        .filter(Boolean)
        .map(async (url) => {
          const response = await fetch(url, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
          const objectUrl = response.ok ? URL.createObjectURL(await response.blob()) : '';
          if (objectUrl) made.push(objectUrl);
          return [url, objectUrl] as const;
        }),
    ).then((pairs) => {
      if (alive) setObjectUrls(Object.fromEntries(pairs));
    });
    return () => {
      alive = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [key, token]);
  return objectUrls;
}
