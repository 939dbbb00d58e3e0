import { useTrustT } from './trustText.js';

type Props = { checked: boolean; onChange: (top: boolean) => void };

/** The directory's Top photographers filter (`top=true`), loaded on demand with its texts. */
export default function TopFilter({ checked, onChange }: Props) {
  const t = useTrustT();
  return (
    <label className="directory-filters__top">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
      {t.trustTopFilter}
    </label>
  );
}
