let audio: AudioContext | null = null;

/**
 * A short tone made with Web Audio: no sound file to download. `long` is the
 * end-of-timer sound, the short one a warning. Silent where audio is blocked.
 */
export function beep(long = false): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = long ? 660 : 880;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (long ? 0.9 : 0.2));
  } catch {
    // No audio (blocked autoplay, no device): the "Finished" text still shows.
  }
}
