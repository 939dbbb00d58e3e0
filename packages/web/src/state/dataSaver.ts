import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The part of the Network Information API read here (not in TypeScript's DOM types: Chromium only). */
type SaveDataConnection = { saveData: boolean };

function reportsSaveData(connection: unknown): connection is SaveDataConnection {
  return (
    typeof connection === 'object' &&
    connection !== null &&
    'saveData' in connection &&
    typeof connection.saveData === 'boolean'
  );
}

/** True when the browser says its user asked to save data (Chrome's Lite mode, Android's data saver). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return false;
  return reportsSaveData(navigator.connection) && navigator.connection.saveData;
}

/** The viewer's own choice, remembered in localStorage; null until they make one. */
const dataSaverChoiceAtom = atomWithStorage<boolean | null>('dataSaver', null, undefined, { getOnInit: true });

/**
 * Data saver: thumbnails only, and videos load when tapped. On by the viewer's choice, or, until
 * they choose, when the browser asks to save data.
 */
export const dataSaverAtom = atom(
  (get) => get(dataSaverChoiceAtom) ?? browserSavesData(),
  (_get, set, on: boolean) => set(dataSaverChoiceAtom, on),
);
