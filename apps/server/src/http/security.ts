/**
 * Security headers on every answer (@fastify/helmet): a CSP that runs only our own scripts, no framing by other
 * sites, no sniffing, and no referrer (an operator sign travels in the URL). The embedded address managers
 * (/cpsix, /cpsixNew) may be framed by the origins of EMBED_ORIGINS only.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[] | null>;

function directives(frameAncestors: string[]): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // styled-components inserts its rules at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The buyer app's service worker (/sw.js) and its web app manifest (/manifest.webmanifest), from our origin only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    // The server is often reached over plain http on a market's own network: never rewrite our URLs to https.
    upgradeInsecureRequests: null,
  };
}

/** Helmet for every page and API answer: nobody may frame us. */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: true, directives: directives(["'none'"]) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/** Route options for the embedded pages: framed only by `origins` (CSP frame-ancestors; no X-Frame-Options). */
export function embeddableHelmet(origins: string[]) {
  return {
    contentSecurityPolicy: { useDefaults: true, directives: directives(origins) },
    frameguard: false as const,
    referrerPolicy: { policy: 'no-referrer' as const },
  };
}

/**
 * The headers of answers made before routing (a URL the router cannot decode, a connection fault on the raw socket),
 * which helmet's hooks never see: nothing in them may run, be framed, sniffed or leak a referrer.
 */
export const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, helmetOptions());
}
