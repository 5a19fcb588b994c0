import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { WebhookMessages } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { classifyAddress, isAllowedAddress, stripBrackets, type AllowList } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name -> every address it has (the system resolver by default; a test may hand its own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A refused or unresolvable webhook URL: the contract's message for the API, `detail` for the delivery log. */
export class WebhookUrlError extends DomainError {
  constructor(
    code: 'WEBHOOK_URL_REFUSED' | 'WEBHOOK_URL_UNRESOLVABLE',
    readonly detail: string,
  ) {
    super(code, code === 'WEBHOOK_URL_REFUSED' ? WebhookMessages.urlRefused : WebhookMessages.urlUnresolvable);
  }
}

/** A URL whose every address passed the address policy; a request made with `lookup` connects only to those. */
export interface CheckedUrl {
  url: URL;
  addresses: ResolvedAddress[];
}

/**
 * The SSRF guard (issue 18): a webhook URL's host is resolved and refused when ANY of its addresses
 * is not public (a name with one public and one private address could be answered either way), or
 * allowed by WEBHOOK_ALLOW_PRIVATE. It runs at registration and again before every attempt, and the
 * attempt connects only to the addresses just checked (`lookupFor`): a host whose DNS answer changes
 * between the check and the connection (DNS rebinding) cannot slip a private address in.
 */
export class UrlGuard {
  constructor(
    private readonly allow: AllowList,
    private readonly resolve: Resolver = systemResolver,
  ) {}

  /** Resolves and checks; throws WebhookUrlError (WEBHOOK_URL_REFUSED or WEBHOOK_URL_UNRESOLVABLE). */
  async check(raw: string): Promise<CheckedUrl> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new WebhookUrlError('WEBHOOK_URL_REFUSED', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookUrlError('WEBHOOK_URL_REFUSED', `scheme ${url.protocol} refused`);
    const host = stripBrackets(url.hostname);
    const addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await this.lookup(host);
    const refused = addresses.find((a) => !isAllowedAddress(a.address, this.allow));
    if (refused) throw new WebhookUrlError('WEBHOOK_URL_REFUSED', `address refused: ${refused.address} (${classifyAddress(refused.address)})`);
    return { url, addresses };
  }

  private async lookup(host: string): Promise<ResolvedAddress[]> {
    let found: ResolvedAddress[];
    try {
      found = await this.resolve(host);
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'lookup failed';
      throw new WebhookUrlError('WEBHOOK_URL_UNRESOLVABLE', `host not found: ${host} (${code})`);
    }
    if (found.length === 0) throw new WebhookUrlError('WEBHOOK_URL_UNRESOLVABLE', `host not found: ${host} (no addresses)`);
    return found;
  }

  /**
   * A `lookup` for http.request that answers with the checked addresses only (no second DNS query),
   * checking each again. An IP literal host never reaches a lookup: `check` judged it already.
   */
  lookupFor(checked: CheckedUrl): LookupFunction {
    const allowed = checked.addresses.filter((a) => isAllowedAddress(a.address, this.allow));
    return (hostname, options, callback) => {
      const family = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = hostname === stripBrackets(checked.url.hostname) ? allowed.filter((a) => family === 0 || a.family === family) : [];
      if (usable.length === 0) {
        callback(Object.assign(new Error(`no checked address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, usable[0].address, usable[0].family);
    };
  }
}
