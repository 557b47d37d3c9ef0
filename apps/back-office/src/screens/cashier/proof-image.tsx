import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectToken } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';

/**
 * One proof image of a disputed withdrawal. The image call needs the operator's token, which an <img>
 * cannot send: it is fetched, and shown from a blob address of this page. Key it by reference and file.
 */
export function ProofImage({
  reference,
  fileName,
  alt,
  src,
}: {
  reference: string;
  fileName: string;
  alt: string;
  /** The image's operator path when it is not a withdrawal's proof (e.g. a promotion application's). */
  src?: string;
}) {
  const { t } = useTranslation();
  const token = useSelector((state: { credentials: CredentialsState }) => selectToken(state));
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const path =
      src ?? `/wps/admin/withdrawals/${encodeURIComponent(reference)}/proofs/${encodeURIComponent(fileName)}`;
    fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
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
  }, [reference, fileName, src, token]);
  if (failed) return <p className="bo-muted">{t('bo_proof_unavailable')}</p>;
  if (!url) return <p className="bo-muted">{t('ui_loading')}</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="bo-proof">
      <img src={url} alt={alt} className="bo-proof__image" />
    </a>
  );
}
