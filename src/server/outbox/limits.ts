// The outbox's limits: how much one client and everyone together may send, and how much the
// leads not yet handled may take on the disk. A client is an IPv4 address or an IPv6 /64.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * How much one client, and all of them together, may send: past these, leads are refused, not
 * stored. A client is an IPv4 address or an IPv6 /64 (addressGroup), which one home is given.
 */
export interface OutboxLimits {
  /** Leads from one client in a minute: a visitor sends one, a family perhaps two (npm start's rate limit). */
  leadsPerMinute: number;
  /** Bytes of leads from one client in an hour: some dozens of leads with photos. */
  bytesPerHour: number;
  /**
   * Leads from all clients together in a minute. Past it, only clients whose leads were kept before
   * or that loaded one of the site's pages in the last hour are let through, so a flood from many
   * addresses is slowed long before the disk fills.
   */
  allLeadsPerMinute: number;
  /** What the leads not yet handled (the outbox folder itself, not handled/) may take on the disk. */
  totalBytes: number;
}

export const DEFAULT_LIMITS: OutboxLimits = {
  leadsPerMinute: 5,
  bytesPerHour: 2 * 1024 * 1024,
  allLeadsPerMinute: 30,
  totalBytes: 1024 * 1024 * 1024,
};

/** The limits as DEPLOY.md lets the owner set them, from the environment; anything unset keeps its default. */
export function limitsFromEnvironment(env: NodeJS.ProcessEnv = process.env): Partial<OutboxLimits> {
  const read = (name: string) => {
    const value = env[name];
    if (value === undefined || value === "") return undefined;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0)
      throw new Error(
        `${name} is "${value}". Set it to a number above 0, or leave it unset for the default.`,
      );
    return number;
  };
  const limits: Partial<OutboxLimits> = {
    leadsPerMinute: read("LEADS_PER_MINUTE"),
    bytesPerHour: read("LEAD_MB_PER_HOUR") && read("LEAD_MB_PER_HOUR")! * 1024 * 1024,
    allLeadsPerMinute: read("ALL_LEADS_PER_MINUTE"),
    totalBytes: read("OUTBOX_MAX_MB") && read("OUTBOX_MAX_MB")! * 1024 * 1024,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** The client an address belongs to: an IPv4 address as it is (also when written as IPv6), an IPv6 address by its /64. */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** What each client sent in the last hour, for the bytes-an-hour limit. */
export class Recent {
  private readonly sent = new Map<string, { at: number; bytes: number }[]>();
  constructor(private readonly bytesPerHour: number) {}
  /** Why this client may not send a lead of `bytes` now, or undefined. */
  refusal(client: string, bytes: number, now = Date.now()): string | undefined {
    const kept = (this.sent.get(client) ?? []).filter((lead) => now - lead.at < 3_600_000);
    this.sent.set(client, kept);
    // Forget clients that have been quiet for an hour, so the map cannot grow without end.
    if (this.sent.size > 10_000)
      for (const [key, leads] of this.sent) if (!leads.length) this.sent.delete(key);
    if (kept.reduce((sum, lead) => sum + lead.bytes, 0) + bytes > this.bytesPerHour)
      return "Too Many Requests. This address has sent as much as an hour allows";
    return undefined;
  }
  record(client: string, bytes: number, now = Date.now()): void {
    this.sent.set(client, [...(this.sent.get(client) ?? []), { at: now, bytes }]);
  }
}

/** How long a client that loaded one of the site's pages counts as a visitor. */
export const VISIT_KEPT_MS = 60 * 60_000;
/** How long a client whose lead was kept counts as a customer, past the ceiling. */
export const CUSTOMER_KEPT_MS = 7 * 24 * 60 * 60_000;
/** Past the ceiling, the leads one network (an IPv4 /24 or an IPv6 /48) may still send in a minute, however many of its addresses are visitors or customers. */
export const NETWORK_LEADS_PAST_CEILING = 1;
/** Visitors remembered from one network at once: more from one /24 or /48 is a flood, or a large shared network whose leads past the ceiling are held to NETWORK_LEADS_PAST_CEILING anyway. */
const VISITORS_PER_NETWORK = 32;
/** Visitors remembered in all; the oldest are forgotten first. */
const REMEMBERED_VISITORS = 200_000;

/** The network a client is in: an IPv4 /24 or an IPv6 /48, as one provider gives one place. */
export function networkOf(client: string): string {
  if (client.endsWith("::/64")) return `${client.split(":").slice(0, 3).join(":")}::/48`;
  return `${client.split(".").slice(0, 3).join(".")}.0/24`;
}

/** Clients that loaded one of the site's pages in the last hour, at most VISITORS_PER_NETWORK from one network. */
class Visitors {
  private readonly at = new Map<string, number>();
  private readonly perNetwork = new Map<string, number>();
  has(client: string, now: number): boolean {
    return now - (this.at.get(client) ?? -Infinity) < VISIT_KEPT_MS;
  }
  add(client: string, now: number): void {
    this.forgetBefore(now - VISIT_KEPT_MS);
    const network = networkOf(client);
    if (this.at.has(client)) this.forget(client);
    else if ((this.perNetwork.get(network) ?? 0) >= VISITORS_PER_NETWORK) return;
    this.at.set(client, now);
    this.perNetwork.set(network, (this.perNetwork.get(network) ?? 0) + 1);
    if (this.at.size > REMEMBERED_VISITORS) this.forget(this.at.keys().next().value!);
  }
  private forgetBefore(cutoff: number): void {
    for (const [client, at] of this.at) {
      if (at >= cutoff) return;
      this.forget(client);
    }
  }
  private forget(client: string): void {
    this.at.delete(client);
    const network = networkOf(client);
    const left = (this.perNetwork.get(network) ?? 1) - 1;
    if (left > 0) this.perNetwork.set(network, left);
    else this.perNetwork.delete(network);
  }
}

/** Times within the last minute, by key; a key is forgotten once its minute is over. */
class PerMinute {
  private readonly times = new Map<string, number[]>();
  count(key: string, now: number): number {
    const kept = (this.times.get(key) ?? []).filter((at) => now - at < 60_000);
    if (kept.length) this.times.set(key, kept);
    else this.times.delete(key);
    return kept.length;
  }
  add(key: string, now: number): void {
    this.times.set(key, [...(this.times.get(key) ?? []), now]);
    if (this.times.size > 10_000)
      for (const known of [...this.times.keys()]) this.count(known, now);
  }
  remove(key: string, at: number): void {
    const times = this.times.get(key) ?? [];
    const index = times.lastIndexOf(at);
    if (index >= 0) times.splice(index, 1);
  }
}

/**
 * The leads kept from all clients in the last minute, and who is known: customers, whose leads
 * were kept in the last week, and visitors, who loaded one of the site's pages (its HTML and then
 * its stylesheet, as a browser does) in the last hour. Past the ceiling, only those are let
 * through, and from one network (an IPv4 /24 or IPv6 /48) only NETWORK_LEADS_PAST_CEILING a
 * minute: a flood from many addresses that each load a page first is still held to the ceiling,
 * while visitors from other networks get through. A customer is never forgotten for others.
 */
export class AllClients {
  private readonly keptAt: number[] = [];
  private readonly customers = new Map<string, number>();
  private readonly visitors = new Visitors();
  private readonly pastCeiling = new PerMinute();
  /** Pages (HTML) just loaded, by client, waiting for their stylesheet. */
  private readonly pages = new Map<string, number>();
  constructor(private readonly perMinute: number) {}

  private isFull(now: number): boolean {
    while (this.keptAt.length && now - this.keptAt[0] >= 60_000) this.keptAt.shift();
    return this.keptAt.length >= this.perMinute;
  }

  refusal(client: string, now = Date.now()): string | undefined {
    if (!this.isFull(now)) return undefined;
    const isKnown =
      now - (this.customers.get(client) ?? -Infinity) < CUSTOMER_KEPT_MS ||
      this.visitors.has(client, now);
    if (isKnown && this.pastCeiling.count(networkOf(client), now) < NETWORK_LEADS_PAST_CEILING)
      return undefined;
    return "Too Many Requests. The site is receiving more leads than usual; please call us, or try again in a minute";
  }
  /**
   * Takes a place in this minute's count for a lead let through, before it is stored: leads
   * received at the same moment cannot all pass the ceiling. `release` gives the place back when
   * nothing is kept after all.
   */
  hold(client: string, now = Date.now()): { release: () => void } {
    const isPast = this.isFull(now);
    this.keptAt.push(now);
    if (isPast) this.pastCeiling.add(networkOf(client), now);
    return {
      release: () => {
        const at = this.keptAt.lastIndexOf(now);
        if (at >= 0) this.keptAt.splice(at, 1);
        if (isPast) this.pastCeiling.remove(networkOf(client), now);
      },
    };
  }
  /** A lead of the client's was kept: a customer from now on, for a week. */
  record(client: string, now = Date.now()): void {
    this.customers.delete(client);
    this.customers.set(client, now);
    for (const [known, at] of this.customers) {
      if (now - at < CUSTOMER_KEPT_MS) break;
      this.customers.delete(known);
    }
  }
  /** The client loaded a page's HTML (GET), or a stylesheet: both within 5 minutes make a visitor. */
  loaded(client: string, what: "page" | "stylesheet", now = Date.now()): void {
    if (what === "page") {
      this.pages.delete(client);
      this.pages.set(client, now);
      if (this.pages.size > 50_000) this.pages.delete(this.pages.keys().next().value!);
      return;
    }
    const pageAt = this.pages.get(client);
    if (pageAt === undefined || now - pageAt > 5 * 60_000) return;
    this.pages.delete(client);
    this.visitors.add(client, now);
  }
}

/** What a file takes on the disk: whole blocks as the disk gives them, and never less than its size. */
export const onDisk = (size: number, blocks: number) => Math.max(size, blocks * 512);

/** What the files in a folder (not below it) take on the disk, in whole blocks as the disk gives them. */
export function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    if (!entry.isFile()) return sum;
    // A lead being written is renamed, and a handled one moved, at any moment: one gone since the listing takes no room.
    const stat = statSync(join(dir, entry.name), { throwIfNoEntry: false });
    return stat ? sum + onDisk(stat.size, stat.blocks) : sum;
  }, 0);
}

/** How full the outbox is: the leads not yet handled against its limit. */
export function outboxFullness(
  dir: string,
  totalBytes = DEFAULT_LIMITS.totalBytes,
): { bytes: number; totalBytes: number; share: number } {
  const bytes = folderBytes(dir);
  return { bytes, totalBytes, share: bytes / totalBytes };
}
