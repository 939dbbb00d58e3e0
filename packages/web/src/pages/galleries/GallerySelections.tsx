import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { GallerySelections as Selections } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { tokenAtom } from '../../state/session.js';
import { errorText, refusalOfBody, refusalText } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { userWritten } from '../../components/userWritten.js';
import { fillParts } from '../../fillParts.js';
import { useGalleryT } from './galleryText.js';

type Props = { galleryId: string; selections: Selections | undefined };

/** Saves a response's body as a file the browser downloads, under the name its Content-Disposition gives. */
async function saveAttachment(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Each client's picks beside the photos: who, how many, when sent, and their file names for the album designer. */
export function GallerySelectionsList({ galleryId, selections }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const [problem, setProblem] = useState<string | null>(null);

  const exportNames = async (visitorId: string, name: string) => {
    setProblem(null);
    try {
      const response = await fetch(
        `/api/galleries/${encodeURIComponent(galleryId)}/selections/${encodeURIComponent(visitorId)}/export`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok) {
        const refusal = refusalOfBody(await response.text());
        throw new Error(refusal ? refusalText(refusal, format.language) : response.statusText);
      }
      await saveAttachment(response, `${name}.txt`);
    } catch (error) {
      setProblem(
        format.fill(t.galleryActionFailed, {
          detail: error instanceof Error ? error.message : errorText(error, format.language, 'somethingWentWrong'),
        }),
      );
    }
  };

  const visitors = selections?.visitors.filter((visitor) => visitor.picked_count > 0) ?? [];
  return (
    <section className="gallery-selections" aria-labelledby={`gallery-${galleryId}-selections`}>
      <h3 id={`gallery-${galleryId}-selections`}>{t.gallerySelectionsTitle}</h3>
      {visitors.length === 0 ? (
        <p className="note">{t.gallerySelectionsEmpty}</p>
      ) : (
        <ul className="gallery-selections__list">
          {visitors.map((visitor) => (
            <li key={visitor.id}>
              <span>
                {fillParts(t.gallerySelectionOf, {
                  name: <span {...userWritten}>{visitor.name}</span>,
                  email: visitor.email,
                  count: format.number(visitor.picked_count),
                })}
                {visitor.selection_sent_at &&
                  ` · ${format.fill(t.gallerySelectionSent, { when: format.date(visitor.selection_sent_at) })}`}
              </span>
              <button type="button" className="button" onClick={() => void exportNames(visitor.id, visitor.name)}>
                {t.gallerySelectionExport}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={problem} />
    </section>
  );
}
