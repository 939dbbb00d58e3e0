import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Reel } from '@tasbir/shared';
import { PauseIcon, PlayIcon, SoundIcon } from '../../components/media/mediaIcons.js';
import { userWritten } from '../../components/userWritten.js';
import { useT } from '../../i18n.js';

type Props = {
  reel: Reel;
  /** The reel in view (≥ 60% visible): it plays when it can; the others pause. */
  active: boolean;
  /** The reel after the one in view: its video's first data loads ahead. */
  next: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** The first time this reel starts playing (a view is counted). */
  onStarted: () => void;
};

const domError = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/** Plays a video; when the browser wants a gesture for sound, plays it muted instead and says so. */
function startPlaying(video: HTMLVideoElement, onMutedChange: (muted: boolean) => void): void {
  video.play().catch((error: unknown) => {
    if (domError(error, 'NotAllowedError') && !video.muted) {
      video.muted = true;
      onMutedChange(true);
      video.play().catch((again: unknown) => console.error('Video could not play', again));
    } else if (!domError(error, 'AbortError')) {
      console.error('Video could not play', error);
    }
  });
}

/**
 * The video of a reel: no autoplay attribute, but the reel in view plays when the browser lets it
 * (muted by default, so it may); a click or the play button toggles play and pause; loops.
 */
export function ReelPlayer({ reel, active, next, muted, onMutedChange, onStarted }: Props) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  /** The viewer paused this reel: it stays paused until it leaves the screen. */
  const heldRef = useRef(false);
  const startedRef = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const play = useEffectEvent(() => {
    if (videoRef.current) startPlaying(videoRef.current, onMutedChange);
  });

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      if (!heldRef.current) play();
    } else {
      video.pause();
      heldRef.current = false;
    }
  }, [active]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      heldRef.current = false;
      startPlaying(video, onMutedChange);
    } else {
      heldRef.current = true;
      video.pause();
    }
  };

  const started = () => {
    setPlaying(true);
    if (startedRef.current) return;
    startedRef.current = true;
    onStarted();
  };

  return (
    <div className="reel-player">
      <video
        ref={videoRef}
        className="reel-player__video"
        src={reel.video_url}
        poster={reel.poster_url ?? undefined}
        loop
        playsInline
        muted={muted}
        // Only the reel in view and the next load anything before they play: ten videos asking at once
        // would slow the first one's poster and start on a phone's data plan.
        preload={active || next ? 'metadata' : 'none'}
        aria-label={reel.title}
        {...userWritten}
        onClick={toggle}
        onPlay={started}
        onPause={() => setPlaying(false)}
        onError={() => {
          setFailed(true);
          console.error('Video could not load', reel.id);
        }}
      >
        {t.videoUnavailable}
      </video>
      {failed && <p className="reel-player__fallback">{t.videoUnavailable}</p>}
      <div className="reel-player__controls">
        <button
          type="button"
          className="reel-control"
          aria-label={playing ? t.pauseVideo : t.playVideo}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="reel-control"
          aria-label={muted ? t.unmuteVideo : t.muteVideo}
          onClick={() => onMutedChange(!muted)}
        >
          <SoundIcon muted={muted} />
        </button>
      </div>
    </div>
  );
}
