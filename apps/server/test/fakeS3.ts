/**
 * A small S3-compatible store on 127.0.0.1 for tests and the deployment smoke test: it keeps objects in memory and
 * checks each request's AWS Signature V4 against the secret (computed again from what arrived: method, path, the
 * signed headers and the payload's hash), as a real store refuses a wrong signature. It answers PUT, GET and DELETE of
 * objects and ListObjectsV2 in small pages (`listPage` keys), which the backup uses to copy the bucket.
 */
import { AwsV4Signer } from 'aws4fetch';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Options = { bucket: string; accessKey: string; secret: string; region?: string; listPage?: number };

export type FakeS3 = {
  /** The store's origin (S3_ENDPOINT). */
  endpoint: string;
  /** The stored objects by key. */
  objects: Map<string, Buffer>;
  /** `METHOD url` of every request refused for its signature. */
  refused: string[];
  close: () => Promise<void>;
};

export async function startFakeS3({ bucket, accessKey, secret, region = 'us-east-1', listPage = 1000 }: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];

  /** The signature the store expects for the request as it arrived (null when the request names no signed headers). */
  async function expectedAuthorization(req: IncomingMessage, body: Buffer): Promise<string | null> {
    const auth = String(req.headers.authorization ?? '');
    const names = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';');
    if (!names) return null;
    const headers: Record<string, string> = {};
    for (const name of names) headers[name] = String(req.headers[name] ?? '');
    const signer = new AwsV4Signer({
      method: req.method,
      url: `http://${req.headers.host}${req.url}`,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      accessKeyId: accessKey,
      secretAccessKey: secret,
      service: 's3',
      region,
      datetime: String(req.headers['x-amz-date']),
    });
    return (await signer.sign()).headers.get('authorization');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const declared = String(req.headers['x-amz-content-sha256'] ?? '');
      const signed =
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${accessKey}/\\d{8}/${region}/s3/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$`,
        ).test(auth) && Boolean(req.headers['x-amz-date']);
      const hashOk = declared === 'UNSIGNED-PAYLOAD' || declared === createHash('sha256').update(body).digest('hex');
      if (!signed || !hashOk || (await expectedAuthorization(req, body)) !== auth) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      const listing = new URL(req.url ?? '/', 'http://s3').searchParams;
      if (req.method === 'GET' && req.url?.startsWith(`/${bucket}?`) && listing.get('list-type') === '2') {
        // ListObjectsV2 in key order, listPage keys a page (S3 pages at most 1000; fewer is its right), continued
        // from the opaque token of the page before.
        const keys = [...objects.keys()].sort();
        const from = Number(listing.get('continuation-token') ?? 0);
        const page = keys.slice(from, from + listPage);
        const truncated = from + listPage < keys.length;
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount>` +
              `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${from + listPage}</NextContinuationToken>` : ''}` +
              page.map((key) => `<Contents><Key>${key}</Key><Size>${objects.get(key)!.length}</Size></Contents>`).join('') +
              '</ListBucketResult>',
          );
      }
      if (!req.url?.startsWith(prefix)) return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      const key = decodeURIComponent(req.url.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, body);
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
