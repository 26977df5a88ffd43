/**
 * A short two-tone beep made with the Web Audio API (no audio file to download or cache). Browsers
 * allow sound once the operator has interacted with the page (signing in counts); a context still
 * suspended is resumed, and a browser without Web Audio stays silent.
 */
type AudioCtor = new () => AudioContext;

let shared: AudioContext | null = null;

export function beep(): void {
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return;
  try {
    shared ??= new Ctor();
    const ctx = shared;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + i * 0.16;
      osc.type = 'sine';
      osc.frequency.setValueAtTime(freq, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.15);
    }
  } catch {
    // Sound is a courtesy: the badge still shows the arrival.
  }
}

/** Tests only: forget the shared context so a new mock is used. */
export function resetSound(): void {
  shared = null;
}
