import http from 'node:http';

export type Site = 'CH' | 'DE';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON answer; undefined when the answer is not JSON. */
  body: T;
}

/** The error contract: 422 with field errors or a message; other statuses with a message. */
export interface ErrorBody {
  errors?: Record<string, string[]>;
  message?: string;
}

/** A body sent byte for byte: malformed JSON, odd content types, hand-built `__proto__` keys. */
export class RawBody {
  constructor(
    readonly data: string | Buffer,
    readonly contentType: string | null,
  ) {}
}

export type RequestBody = RawBody | FormData | object;

export interface RequestOptions {
  /** Origin header of a write; the client's own site by default, null to send none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  localAddress: string | undefined;
}

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** How a request reaches the server: over HTTP to a port, or through a test harness that owns the server. */
export type Transport = (request: WireRequest) => Promise<WireResponse>;

export function httpTransport(port: number): Transport {
  return ({ method, path, headers, body, localAddress }) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path, headers, ...(localAddress ? { localAddress } : {}) },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

export interface ClientOptions {
  site?: Site;
  /** Defaults to HTTP on 127.0.0.1 at the client's port. */
  transport?: Transport;
  /**
   * Local address to connect from (any of 127.0.0.0/8). The login rate limit counts per client address,
   * so tests that need many logins can each come from an address of their own.
   */
  localAddress?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The site hosts of the default SITES setting; the port tells our test server apart. */
export function siteHost(site: Site, port: number): string {
  return site === 'DE' ? `de.localhost:${port}` : `localhost:${port}`;
}

async function encode(body: RequestBody | undefined): Promise<{ data?: Buffer; type?: string }> {
  if (body === undefined) return {};
  if (body instanceof RawBody) {
    const data = typeof body.data === 'string' ? Buffer.from(body.data, 'utf8') : body.data;
    return body.contentType === null ? { data } : { data, type: body.contentType };
  }
  if (body instanceof FormData) {
    // Let the platform write the multipart body and its boundary, exactly as a browser's fetch would.
    const request = new Request('http://serializer.invalid/', { method: 'POST', body });
    return {
      data: Buffer.from(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? undefined,
    };
  }
  return { data: Buffer.from(JSON.stringify(body), 'utf8'), type: 'application/json' };
}

/**
 * A browser-like client of one country site: it keeps cookies, sends the site's Origin on writes and
 * reaches the server on 127.0.0.1 with the site's Host header (no DNS entry for de.localhost needed).
 */
export class ApiClient {
  readonly host: string;
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly port: number,
    private readonly options: ClientOptions = {},
  ) {
    this.host = siteHost(options.site ?? 'CH', port);
  }

  get site(): Site {
    return this.options.site ?? 'CH';
  }

  get origin(): string {
    return `http://${this.host}`;
  }

  /** A new client of the same server with the same cookies, e.g. to replay an old session elsewhere. */
  clone(options: ClientOptions = {}): ApiClient {
    const copy = new ApiClient(this.port, { ...this.options, ...options });
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, body, options);
  }

  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('PUT', path, body, options);
  }

  delete<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('DELETE', path, body, options);
  }

  /** `path` is relative to /api unless it starts with a slash. */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: RequestBody,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const { data, type } = await encode(body);
    const headers: Record<string, string> = { host: this.host, accept: 'application/json' };
    if (type) headers['content-type'] = type;
    if (data) headers['content-length'] = String(data.length);
    const origin = options.origin === undefined ? this.origin : options.origin;
    if (!SAFE_METHODS.has(method) && origin !== null) headers.origin = origin;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    Object.assign(headers, options.headers);

    const transport = this.options.transport ?? httpTransport(this.port);
    const res = await transport({
      method,
      path: path.startsWith('/') ? path : `/api/${path}`,
      headers,
      body: data,
      localAddress: this.options.localAddress,
    });
    this.storeCookies(res.headers['set-cookie'] ?? []);
    let parsed: unknown = undefined;
    if (/json/.test(res.headers['content-type'] ?? '')) parsed = JSON.parse(res.text);
    return { status: res.status, headers: res.headers, text: res.text, body: parsed as T };
  }

  private storeCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some(
        (a) => /^max-age=(0|-\d+)$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
