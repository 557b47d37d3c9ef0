import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectToken } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';

/**
 * An image of an operator call (a withdrawal's proof, a feedback's picture). The call needs the operator's
 * token, which an <img> cannot send: it is fetched, and shown from a blob address of this page that opens
 * full size in a new tab. Key it by its path.
 */
export function AuthorisedImage({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation();
  const token = useSelector((state: { credentials: CredentialsState }) => selectToken(state));
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token]);
  if (failed) return <p className="bo-muted">{t('bo_proof_unavailable')}</p>;
  if (!url) return <p className="bo-muted">{t('ui_loading')}</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="bo-proof">
      <img src={url} alt={alt} className="bo-proof__image" />
    </a>
  );
}
