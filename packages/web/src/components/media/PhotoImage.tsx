import { useAtomValue } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { photoSrcSet, type Photo } from '@tasbir/shared';
import { dataSaverAtom } from '../../state/dataSaver.js';
import { userWritten } from '../userWritten.js';

type Props = {
  photo: Photo;
  /** The `sizes` of the slot the image fills. */
  sizes: string;
  /** The display size instead of the thumbnail (the lightbox). */
  large?: boolean;
  className?: string;
  /** The title is written beside the image: it is left unnamed rather than read out twice. */
  titledBeside?: boolean;
  /**
   * The page's first (likely largest) image: fetched at once and ahead of the rest
   * (`fetchpriority="high"`), not lazily, so the largest paint does not wait for layout.
   */
  priority?: boolean;
  /** The frame's size where no stylesheet can give it (the lightbox's fits the photo's own shape). */
  frameSize?: Pick<CSSProperties, 'width' | 'aspectRatio'>;
};

/**
 * A photo with no layout shift (width and height from the photo), the right variant for its slot
 * (`srcset` + `sizes`), loaded lazily unless it is the page's first, and its tiny blurred placeholder behind it until it arrives.
 * With data saver on, the thumbnail only, even in the lightbox.
 */
export function PhotoImage({
  photo,
  sizes,
  large = false,
  className,
  titledBeside = false,
  priority = false,
  frameSize,
}: Props) {
  const [loaded, setLoaded] = useState(false);
  const thumbOnly = useAtomValue(dataSaverAtom);
  /** One source, no choice for the browser: the lightbox's large image, or data saver's thumbnail. */
  const single = large || thumbOnly;
  const frameClass = ['photo-frame', loaded ? 'photo-frame--loaded' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      className={frameClass}
      style={{
        ...frameSize,
        ...(loaded || !photo.placeholder ? {} : { backgroundImage: `url("${photo.placeholder}")` }),
      }}
    >
      <img
        src={large && !thumbOnly ? photo.image_url : photo.thumb_url}
        srcSet={single ? undefined : photoSrcSet(photo)}
        sizes={single ? undefined : sizes}
        width={photo.width}
        height={photo.height}
        alt={titledBeside ? '' : photo.title}
        {...userWritten}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
