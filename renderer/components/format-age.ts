/** How long ago an instant was, in the words a desk uses: "just now", "3 min ago", "2 h ago", "4 days ago". */
export function formatAge(instant: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(instant)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** An instant as local "2026-11-21 14:02", for stamps staff read at a glance. */
export function formatStamp(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
