/**
 * 摄像头扫码 at 发货 and 已送达 (issue 31): reads a label's Code128 or QR code (the order number, helper `print`'s
 * labels) from the device's camera. Decisions:
 * - the browser's own BarcodeDetector when it reads Code128 (Chrome on Android and macOS); otherwise ZXing
 *   (@zxing/browser, maintained, pure JS), loaded only when the camera is opened, so the desk's bundle carries none of it;
 * - the back camera (facingMode environment) at the default resolution; the camera stops as the dialog closes;
 * - the first code read ends the reading (one label, one order); a refused or missing camera is said, and the field
 *   stays for typing. Without a camera API (an insecure origin, an old browser) no camera button shows at all.
 */
import type { CameraScanState } from '@huashi/ui';
import { useEffect, useRef, useState } from 'react';

/** Whether this browser can offer a camera (a secure origin with getUserMedia). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

const DETECT_EVERY_MS = 200;

export function cameraFailure(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return '无法打开摄像头：未获得摄像头权限，请在浏览器设置中允许后重试，或直接输入订单号';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '无法打开摄像头：没有找到可用的摄像头，请直接输入订单号';
  if (name === 'NotReadableError') return '无法打开摄像头：摄像头正被其他应用使用，请关闭后重试';
  return '无法打开摄像头，请直接输入订单号';
}

/** Starts reading codes from the playing video; answers how to stop. `found` gets the first code's text. */
async function startReader(video: HTMLVideoElement, found: (text: string) => void): Promise<() => void> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? ((await Detector.getSupportedFormats?.().catch(() => [])) ?? []) : [];
  if (Detector && formats.includes('code_128')) {
    const detector = new Detector({ formats: ['code_128', 'qr_code'].filter((f) => formats.includes(f)) });
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (!active) return;
      const codes = await detector.detect(video).catch(() => []);
      const text = codes.find((code) => code.rawValue.trim())?.rawValue;
      if (text) found(text);
      else timer = setTimeout(tick, DETECT_EVERY_MS);
    };
    void tick();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]]]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: DETECT_EVERY_MS });
  const controls = await reader.decodeFromVideoElement(video, (result) => {
    if (result) found(result.getText());
  });
  return () => controls.stop();
}

/** While `open`: the camera in `videoRef`, read for a code; the first one read goes to `onCode`. */
export function useCameraScan(open: boolean, onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraScanState>('starting');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let stopReader: (() => void) | null = null;
    setState('starting');
    setMessage(undefined);
    const found = (text: string) => {
      if (stopped) return;
      stopped = true;
      stopReader?.();
      onCodeRef.current(text.trim());
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const video = videoRef.current;
        if (stopped || !video) {
          // Closed while the browser asked for the camera: the cleanup has run already.
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        video.srcObject = stream;
        await video.play();
        if (stopped) return;
        setState('reading');
        const stop = await startReader(video, found);
        if (stopped) stop();
        else stopReader = stop;
      } catch (error) {
        if (stopped) return;
        setState('failed');
        setMessage(cameraFailure(error));
      }
    })();
    return () => {
      stopped = true;
      stopReader?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  return { videoRef, state, message };
}
