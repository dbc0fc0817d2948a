/**
 * An instant as local "2026-11-21 14:02", for the Visit screen's stamps until that screen
 * moves to the language's formats (renderer/i18n: useFormat().dateTime, as every other screen).
 */
export function formatStamp(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
