/**
 * The weather badge (§1: Kunming). A real adapter on Open-Meteo with a short timeout and a cache;
 * when the provider cannot be reached the answer says so (null) and the badge hides — a value is
 * never invented.
 */
import type { Weather } from '@huashi/api';

export type WeatherSource = { current: () => Promise<Weather | null> };

/** Good answers are kept 10 minutes; a failure is remembered 1 minute (pages never wait on a dead provider). */
const FRESH_MS = 10 * 60_000;
const FAILURE_MS = 60_000;
const TIMEOUT_MS = 1500;

type OpenMeteoAnswer = { current?: { temperature_2m?: unknown; weather_code?: unknown } };

/** Reads Open-Meteo's `current` block: { code: WMO weather code, temperature: "14.2" (°C) }. */
export function parseOpenMeteo(body: unknown): Weather | null {
  const current = (body as OpenMeteoAnswer | null)?.current;
  const temperature = current?.temperature_2m;
  const code = current?.weather_code;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature)) return null;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return { code: String(code), temperature: temperature.toFixed(1) };
}

export function openMeteoWeather(url: string, opts: { now?: () => number; fetch?: typeof fetch } = {}): WeatherSource {
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetch ?? fetch;
  let cached: { value: Weather | null; until: number } | null = null;
  let inFlight: Promise<Weather | null> | null = null;

  async function load(): Promise<Weather | null> {
    if (!url) return null;
    try {
      const res = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      return parseOpenMeteo(await res.json());
    } catch {
      return null;
    }
  }

  return {
    async current() {
      if (cached && cached.until > now()) return cached.value;
      if (!inFlight) {
        inFlight = load().then((value) => {
          cached = { value, until: now() + (value ? FRESH_MS : FAILURE_MS) };
          inFlight = null;
          return value;
        });
      }
      return inFlight;
    },
  };
}
