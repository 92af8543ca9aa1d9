import { FileKind } from '@registry/domain/documents/contracts';
import { useEffect, useState } from 'react';
import { download } from '../http/http-client';

/**
 * A stored file (a profile picture by default) as an object URL: the file needs the bearer token,
 * so an <img src> cannot fetch it itself. Null while loading, when absent or when the call fails.
 */
export function useStoredFileUrl(
  storageName: string | null | undefined,
  kind: number = FileKind.ProfilePicture,
) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!storageName) return;
    const controller = new AbortController();
    let created: string | null = null;
    download(`/api/document/${encodeURIComponent(storageName)}/${kind}`, {
      showErrors: false,
      signal: controller.signal,
    })
      .then(({ blob }) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [storageName, kind]);
  return url;
}
