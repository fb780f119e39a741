/** Time left until `end`, as the banner shows it: "12:05", "1:02:09", or "0:00" once it has passed. */
export function formatTimeLeft(end: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
