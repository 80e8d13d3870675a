/**
 * Local stand-ins of the two SMS vendors (127.0.0.1, started by the test), checking each request the way the vendor
 * does before it sends anything: the signature recomputed from the secret, the action and version, the parameters
 * and the template parameters. A request that fails a check gets the vendor's own refusal and is recorded in
 * `rejected`; one that passes is recorded in `sent` and answered as `mode` says: success, a vendor error, or no
 * answer at all (a timeout on the caller's side).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'error' | 'timeout';

/** One accepted SendSms: who, under which sign and template, with which template parameters. */
export type VendorSms = { phone: string; signName: string; templateId: string; params: unknown };

export type StandIn = {
  url: string;
  mode: StandInMode;
  sent: VendorSms[];
  rejected: string[];
  /** Every request that arrived, accepted or not. */
  requests: number;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

async function startStandIn(
  handle: (request: IncomingMessage, body: Buffer, standIn: StandIn) => { status: number; answer: unknown } | 'hold',
): Promise<StandIn> {
  const held = new Set<ServerResponse>();
  const standIn: StandIn = {
    url: '',
    mode: 'ok',
    sent: [],
    rejected: [],
    requests: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.requests += 1;
      const result = handle(request, Buffer.concat(chunks), standIn);
      if (result === 'hold') {
        held.add(response);
        return;
      }
      response.writeHead(result.status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(result.answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

/** RFC 3986 encoding, as Alibaba Cloud's canonical query string uses. */
function acsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Alibaba Cloud (dysmsapi.aliyuncs.com, SendSms 2017-05-25) with the V3 signature its current SDK sends:
 * Authorization: ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=…,Signature=hex(HMAC-SHA256(secret,
 * "ACS3-HMAC-SHA256\n" + hex(SHA256(canonical request)))), the canonical request being method, path, the sorted
 * RFC 3986 query, the signed headers (host, x-acs-*), their names and x-acs-content-sha256 (the body's SHA-256).
 */
export function startAliyunStandIn(keys: { accessKeyId: string; accessKeySecret: string }): Promise<StandIn> {
  const nonces = new Set<string>();
  return startStandIn((request, body, standIn) => {
    const requestId = `standin-${standIn.requests}`;
    const refuse = (status: number, code: string, message: string) => {
      standIn.rejected.push(`${code}: ${message}`);
      return { status, answer: { RequestId: requestId, Code: code, Message: message } };
    };
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(header(request, 'authorization'));
    if (!auth) return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    const [, credential, signedHeaderList, signature] = auth as unknown as [string, string, string, string];
    if (credential !== keys.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signedHeaders = signedHeaderList.split(';');
    const mustSign = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];
    if (mustSign.some((name) => !signedHeaders.includes(name))) {
      return refuse(400, 'IncompleteSignature', `SignedHeaders must include ${mustSign.join(';')}`);
    }
    if (header(request, 'x-acs-content-sha256') !== sha256(body))
      return refuse(400, 'InvalidParameter', 'x-acs-content-sha256 is not the body hash.');
    const date = Date.parse(header(request, 'x-acs-date'));
    if (!(Math.abs(Date.now() - date) <= 15 * 60_000))
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    const nonce = header(request, 'x-acs-signature-nonce');
    if (!nonce || nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    const query = [...url.searchParams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${acsEncode(key)}=${acsEncode(value)}`)
      .join('&');
    const canonicalHeaders = [...signedHeaders]
      .sort()
      .map((name) => `${name}:${header(request, name)}\n`)
      .join('');
    const canonical = [request.method, url.pathname, query, canonicalHeaders, signedHeaders.join(';'), sha256(body)].join('\n');
    const expected = hmac(keys.accessKeySecret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex');
    if (!sameHex(signature, expected)) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (request.method !== 'POST' || url.pathname !== '/') return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (header(request, 'x-acs-action') !== 'SendSms' || header(request, 'x-acs-version') !== '2017-05-25') {
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    const params = url.searchParams;
    const phone = params.get('PhoneNumbers') ?? '';
    if (!/^1\d{10}$/.test(phone))
      return { status: 200, answer: { RequestId: requestId, Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' } };
    let templateParam: unknown;
    try {
      templateParam = JSON.parse(params.get('TemplateParam') ?? '');
    } catch {
      return { status: 200, answer: { RequestId: requestId, Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' } };
    }
    standIn.sent.push({
      phone,
      signName: params.get('SignName') ?? '',
      templateId: params.get('TemplateCode') ?? '',
      params: templateParam,
    });
    if (standIn.mode === 'timeout') return 'hold';
    if (standIn.mode === 'error') {
      return { status: 200, answer: { RequestId: requestId, Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' } };
    }
    return { status: 200, answer: { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: `biz-${standIn.requests}` } };
  });
}

/**
 * Tencent Cloud (sms.tencentcloudapi.com, SendSms 2021-01-11) with TC3-HMAC-SHA256: Authorization:
 * TC3-HMAC-SHA256 Credential=<SecretId>/<date>/<service>/tc3_request, SignedHeaders=content-type;host,
 * Signature=hex(HMAC chain of the secret key over date, service, "tc3_request", applied to the string to sign).
 * The vendor knows the service by the domain it was called at (sms.…); the SDK signs with the first label of the
 * endpoint it was given, so this stand-in takes the service from its own Host the same way (127 at 127.0.0.1).
 */
export function startTencentStandIn(keys: { secretId: string; secretKey: string; sdkAppId: string }): Promise<StandIn> {
  return startStandIn((request, body, standIn) => {
    const requestId = `standin-${standIn.requests}`;
    const refuse = (code: string, message: string) => {
      standIn.rejected.push(`${code}: ${message}`);
      return { status: 200, answer: { Response: { Error: { Code: code, Message: message }, RequestId: requestId } } };
    };
    const hostname = header(request, 'host').replace(/:\d+$/, '');
    const service = hostname.split('.')[0]!;
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        header(request, 'authorization'),
      );
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization 不符合腾讯云标准。');
    const [, secretId, date, scopeService, signedHeaderList, signature] = auth as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (secretId !== keys.secretId) return refuse('AuthFailure.SecretIdNotFound', '密钥不存在。');
    const timestamp = Number(header(request, 'x-tc-timestamp'));
    if (!(Math.abs(Date.now() / 1000 - timestamp) <= 300)) return refuse('AuthFailure.SignatureExpire', '签名过期。');
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || scopeService !== service) {
      return refuse('AuthFailure.SignatureFailure', 'Credential 的日期或服务不符。');
    }
    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type')) {
      return refuse('AuthFailure.SignatureFailure', 'SignedHeaders 须包含 content-type;host。');
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const canonicalHeaders = signedHeaders.map((name) => `${name}:${name === 'host' ? hostname : header(request, name)}\n`).join('');
    const canonical = [request.method, url.pathname, url.search.slice(1), canonicalHeaders, signedHeaderList, sha256(body)].join('\n');
    const toSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request');
    if (!sameHex(signature, hmac(key, toSign).toString('hex'))) {
      return refuse('AuthFailure.SignatureFailure', '请求签名验证失败，请检查您的签名计算是否正确。');
    }
    if (header(request, 'x-tc-action') !== 'SendSms' || header(request, 'x-tc-version') !== '2021-01-11') {
      return refuse('InvalidAction', '接口不存在。');
    }
    let input: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return refuse('InvalidParameter', '请求体不是 JSON。');
    }
    if (input.SmsSdkAppId !== keys.sdkAppId) return refuse('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId 不存在。');
    const phones = input.PhoneNumberSet ?? [];
    if (phones.length !== 1 || !/^\+861\d{10}$/.test(phones[0]!)) {
      return refuse('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误。');
    }
    standIn.sent.push({
      phone: phones[0]!,
      signName: input.SignName ?? '',
      templateId: input.TemplateId ?? '',
      params: input.TemplateParamSet,
    });
    if (standIn.mode === 'timeout') return 'hold';
    const status =
      standIn.mode === 'error'
        ? { Code: 'LimitExceeded.PhoneNumberOneHourLimit', Message: '单个手机号1小时内下发短信条数超过设定的上限。' }
        : { Code: 'Ok', Message: 'send success' };
    return {
      status: 200,
      answer: {
        Response: {
          SendStatusSet: [
            { SerialNo: `serial-${standIn.requests}`, PhoneNumber: phones[0], Fee: 1, SessionContext: '', IsoCode: 'CN', ...status },
          ],
          RequestId: requestId,
        },
      },
    };
  });
}
