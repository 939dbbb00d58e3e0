import { useState } from 'react';
import type { Photo } from '@tasbir/shared';
import { photoSrcSet } from './mediaText.js';

type Props = {
  photo: Photo;
  /** The `sizes` of the slot the image fills. */
  sizes: string;
  /** The display size instead of the thumbnail (the lightbox). */
  large?: boolean;
  className?: string;
};

/**
 * A photo with no layout shift (width and height from the photo), the right variant for its slot
 * (`srcset` + `sizes`), loaded lazily, and its tiny blurred placeholder behind it until it arrives.
 */
export function PhotoImage({ photo, sizes, large = false, className }: Props) {
  const [loaded, setLoaded] = useState(false);
  const frameClass = ['photo-frame', loaded ? 'photo-frame--loaded' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={frameClass} style={loaded || !photo.placeholder ? undefined : { backgroundImage: `url("${photo.placeholder}")` }}>
      <img
        src={large ? photo.image_url : photo.thumb_url}
        srcSet={large ? undefined : photoSrcSet(photo)}
        sizes={large ? undefined : sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.title}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
