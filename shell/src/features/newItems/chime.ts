let context: AudioContext | null = null;

const LATE_MS = 500;

/**
 * The notification sound of spec 1 §2 Headers: two short soft tones made with Web Audio, so there is
 * no file to load and nothing from elsewhere. A browser that allows no sound yet (no click on the
 * page so far) or has no Web Audio stays silent; the banner still shows.
 */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    const play = () => {
      const start = audio.currentTime;
      [880, 1320].forEach((frequency, index) => {
        const at = start + index * 0.12;
        const tone = audio.createOscillator();
        const volume = audio.createGain();
        tone.type = 'sine';
        tone.frequency.value = frequency;
        // A quick rise and fade: no click at either end.
        volume.gain.setValueAtTime(0, at);
        volume.gain.linearRampToValueAtTime(0.15, at + 0.01);
        volume.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
        tone.connect(volume).connect(audio.destination);
        tone.start(at);
        tone.stop(at + 0.26);
      });
    };
    if (audio.state === 'running') {
      play();
      return;
    }
    // Before the page's first click Chrome holds resume() until one comes: a chime that late would
    // belong to nothing, so it is dropped.
    const asked = Date.now();
    void audio.resume().then(
      () => Date.now() - asked < LATE_MS && play(),
      () => undefined,
    );
  } catch {
    // No Web Audio here: silence is the fallback.
  }
}
