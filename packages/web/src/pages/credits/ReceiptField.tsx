import { useEffect, useRef, useState } from 'react';
import { receiptMaxMb, receiptTypes } from '@tasbir/shared';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { isImageReceipt, receiptKb } from './receiptRules.js';

type Props = { id: string; file: File | null; onFile: (file: File | null) => void };

/** The receipt input with a preview: the image itself, or a PDF's name and size. */
export function ReceiptField({ id, file, onFile }: Props) {
  const t = useT();
  const format = useFormat();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);

  // One object URL at a time: the previous one is freed when another file is chosen, the last on unmount.
  const choose = (next: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next && isImageReceipt(next) ? URL.createObjectURL(next) : null;
    setPreviewUrl(urlRef.current);
    onFile(next);
  };
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  return (
    <div className="field receipt-field">
      <label htmlFor={id}>{t.receiptLabel}</label>
      <input
        id={id}
        name={id}
        type="file"
        required
        accept={receiptTypes.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {format.fill(t.receiptHint, { mb: receiptMaxMb })}
      </p>
      {previewUrl && <img className="receipt-field__preview" src={previewUrl} alt={t.receiptPreviewAlt} />}
      {file && !isImageReceipt(file) && (
        <p className="receipt-field__file">
          {format.fill(t.receiptPdfChosen, { name: file.name, size: receiptKb(file.size) })}
        </p>
      )}
    </div>
  );
}
