import { AuthorisedImage } from '../../components/authorised-image';

/** One proof image of a disputed withdrawal. Key it by reference and file. */
export function ProofImage({
  reference,
  fileName,
  alt,
}: {
  reference: string;
  fileName: string;
  alt: string;
}) {
  return (
    <AuthorisedImage
      path={`/wps/admin/withdrawals/${encodeURIComponent(reference)}/proofs/${encodeURIComponent(fileName)}`}
      alt={alt}
    />
  );
}
