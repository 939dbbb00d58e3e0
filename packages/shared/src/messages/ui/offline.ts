/** Working offline and saving data: the offline notice, the data-saver switch, a reel's tap-to-load button. */
export const offlineEn = {
  offlineNotice: 'You are offline. Showing what was saved on this device.',
  dataSaverLabel: 'Data saver',
  dataSaverHint: 'Small pictures only; videos load when you tap play.',
  loadVideo: 'Play video',
} as const;
