import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';

/** Where an upload is: bytes on their way, or sent and being processed by the server. */
export type UploadPhase =
  { step: 'editing' } | { step: 'sending'; loaded: number; total: number } | { step: 'processing' };

/** The share of bytes sent, 0–100. */
export function percentSent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** A real progress bar, fed by XMLHttpRequest upload events; indeterminate while the server processes. */
export function UploadProgressBar({ phase }: { phase: UploadPhase }) {
  const t = useT();
  const format = useFormat();
  if (phase.step === 'editing') return null;
  const percent = phase.step === 'sending' ? percentSent(phase.loaded, phase.total) : null;
  return (
    <div className="upload-progress">
      {percent === null ? (
        <progress aria-label={t.uploadProgressLabel} />
      ) : (
        <progress aria-label={t.uploadProgressLabel} max={100} value={percent} />
      )}
      <p className="upload-progress__text" role="status">
        {percent === null ? t.uploadProcessing : format.fill(t.uploadSending, { percent })}
      </p>
    </div>
  );
}
