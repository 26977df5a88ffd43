/**
 * Countdowns follow the server's clock, not the phone's: a round answers `seconds_to_close` with its
 * `closes_at`, which tells how far the phone's clock is from the server's when the answer arrived.
 */
export function clockSkew(closesAt: string, secondsToClose: number, receivedAt: number): number {
  // The server's "now" was closes_at - seconds_to_close; ours was receivedAt.
  return Date.parse(closesAt) - secondsToClose * 1000 - receivedAt;
}

/** A server time as a local deadline (ms since epoch on this phone's clock). */
export function localTime(serverIso: string, skew: number): number {
  return Date.parse(serverIso) - skew;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 93784 -> '1 วัน 02:03:04'; 3723 -> '01:02:03'; 65 -> '01:05'. */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const clock = h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
  return days > 0 ? `${days} วัน ${clock}` : clock;
}
