import { useEffect, useRef, useState } from 'react';
import { readQrCode, readQrCodeFromFile } from '../../lib/staff/qr-reader.ts';

/** How often a camera frame is read: often enough to feel instant, rarely enough for an old phone. */
const FRAME_MS = 250;

/**
 * The camera (off until staff start it: the page never asks for it unprompted) and, beside it, a photo or
 * image of the code, for a phone that will not share its camera or a code on paper that is easier to
 * photograph. Calls `onCode` with the text of each code read; the camera stops at the first.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [wanted, setWanted] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [problem, setProblem] = useState('');
  const stop = () => {
    setWanted(false);
    setStreaming(false);
  };

  useEffect(() => {
    if (!wanted) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!live) return;
        setProblem('The camera could not be started. Allow the camera for this site, or choose a photo of the code.');
        setWanted(false);
        return;
      }
      const element = video.current;
      if (!live || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setStreaming(true);
      let reading = false;
      timer = setInterval(() => {
        if (reading || element.videoWidth === 0) return;
        reading = true;
        void readQrCode(element, element.videoWidth, element.videoHeight)
          .then((code) => {
            if (!code || !live) return;
            setWanted(false);
            setStreaming(false);
            onCode(code);
          })
          .finally(() => {
            reading = false;
          });
      }, FRAME_MS);
    })();
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [wanted, onCode]);

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    setProblem('');
    const code = await readQrCodeFromFile(file).catch(() => null);
    if (code) onCode(code);
    else setProblem('No QR code was found in this picture. Try again closer, with the whole code in the picture.');
  }

  return (
    <section className="check-in-scanner" aria-labelledby="check-in-scan-heading">
      <h2 id="check-in-scan-heading">Scan a QR code</h2>
      <div className="check-in-scanner__view" hidden={!wanted}>
        <video ref={video} muted playsInline aria-label="Camera view" />
      </div>
      <div className="check-in-scanner__actions">
        {!wanted ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setProblem('');
              setWanted(true);
            }}
          >
            Start camera
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={stop}>
            Stop camera
          </button>
        )}
        <label className="button button--secondary check-in-scanner__photo">
          Choose a photo of the code
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => {
              void readPhoto(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      {wanted && !streaming ? <p role="status">Starting the camera…</p> : null}
      {problem ? (
        <p className="check-in-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
