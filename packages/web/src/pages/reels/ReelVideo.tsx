import { useAtomValue } from 'jotai';
import { useState, type ComponentProps } from 'react';
import type { Reel } from '@tasbir/shared';
import { PlayIcon } from '../../components/media/mediaIcons.js';
import { useT } from '../../i18n.js';
import { dataSaverAtom } from '../../state/dataSaver.js';
import { ReelPlayer } from './ReelPlayer.js';
import './reelVideo.css';

/** Data saver's stand-in for a reel's video: its poster (an image), and a button that loads the video. */
function ReelPoster({ reel, onPlay }: { reel: Reel; onPlay: () => void }) {
  const t = useT();
  return (
    <div className="reel-player reel-poster">
      {reel.poster_url && (
        <img
          className="reel-poster__image"
          src={reel.poster_url}
          alt=""
          width={reel.width ?? undefined}
          height={reel.height ?? undefined}
          decoding="async"
        />
      )}
      <button type="button" className="reel-poster__play" onClick={onPlay}>
        <PlayIcon />
        <span>{t.loadVideo}</span>
      </button>
    </div>
  );
}

/**
 * A reel's video. With data saver on, nothing of the video loads until the viewer taps play on its
 * poster; the player then starts as the reel in view does.
 */
export function ReelVideo(props: ComponentProps<typeof ReelPlayer>) {
  const dataSaver = useAtomValue(dataSaverAtom);
  const [tapped, setTapped] = useState(false);
  if (dataSaver && !tapped) return <ReelPoster reel={props.reel} onPlay={() => setTapped(true)} />;
  return <ReelPlayer {...props} />;
}
