// The days the archive tests work with: the archive job archives past UTC days, so lines go to yesterday
// and the job runs half an hour into today.
export const DAY = 86_400_000;
export const today0 = Math.floor(Date.now() / DAY) * DAY;
export const yesterday0 = today0 - DAY;
export const YESTERDAY = new Date(yesterday0).toISOString().slice(0, 10);
export const NOW = today0 + 30 * 60_000;
