import type { ProductView } from '@folio/core/store-api';
import { type ChangeEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { MAX_FILE_BYTES, messageOf, uploadProductFile } from '../api/store.ts';
import styles from './store.module.css';

/** The file's bytes as base64, without the data-URL prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The file buyers of a digital product download (sent as base64 JSON, at most 1 MB). */
export function DigitalFileField({
  product,
  onUploaded,
}: {
  product: ProductView | null;
  onUploaded: (product: ProductView) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (!product) {
    return <p className={styles.hint}>Create the product first; then add the file buyers download.</p>;
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file || !product) return;
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) {
      setProblem(`“${file.name}” is ${sizeOf(file.size)}. A file may be at most 1 MB.`);
      input.value = '';
      return;
    }
    setIsBusy(true);
    try {
      const data = await readAsBase64(file);
      const next = await uploadProductFile(product.id, {
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        data,
      });
      onUploaded(next ?? { ...product, digitalFileName: file.name });
    } catch (e) {
      setProblem(e instanceof DOMException ? 'The file could not be read.' : messageOf(e));
    } finally {
      setIsBusy(false);
      input.value = '';
    }
  }

  return (
    <div>
      <p className={styles.hint}>
        {product.digitalFileName
          ? `Buyers download “${product.digitalFileName}” after paying.`
          : 'No file yet. Buyers get a download link to it after paying.'}
      </p>
      <label className={app.label} htmlFor="product-file">
        {product.digitalFileName ? 'Replace the file' : 'Choose a file'} (at most 1 MB)
      </label>
      <input
        id="product-file"
        type="file"
        disabled={isBusy}
        aria-describedby={problem ? 'product-file-problem' : undefined}
        onChange={(e) => void onChange(e)}
      />
      {isBusy ? <span className={styles.hint}> Uploading…</span> : null}
      {problem ? (
        <p id="product-file-problem" role="alert" className={styles.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
