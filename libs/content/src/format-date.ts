const pad = (n: number) => String(n).padStart(2, '0');

/** Unix ms as `yyyy-MM-dd hh:mm:ss` in the visitor's time zone (spec §3 notice date). */
export function formatNoticeDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}
