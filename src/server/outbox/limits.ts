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
/** The most clients remembered as visitors or as senders of kept leads; the oldest are forgotten first. */
const REMEMBERED_CLIENTS = 50_000;

/**
 * The leads kept from all clients in the last minute, and who is known: clients whose leads were
 * kept before, and clients that loaded one of the site's pages in the last hour (a visitor fills
 * the form on a page; a flood posts without one). Past the ceiling, only those are let through, so
 * a flood from many new addresses is slowed and the visitors reading the site still get through.
 */
export class AllClients {
  private readonly keptAt: number[] = [];
  private readonly known = new Set<string>();
  private readonly visited = new Map<string, number>();
  constructor(private readonly perMinute: number) {}
  refusal(client: string, now = Date.now()): string | undefined {
    while (this.keptAt.length && now - this.keptAt[0] >= 60_000) this.keptAt.shift();
    if (
      this.keptAt.length < this.perMinute ||
      this.known.has(client) ||
      now - (this.visited.get(client) ?? -Infinity) < VISIT_KEPT_MS
    )
      return undefined;
    return "Too Many Requests. The site is receiving more leads than usual; please call us, or try again in a minute";
  }
  /**
   * Takes a place in this minute's count for a lead let through, before it is stored: leads
   * received at the same moment cannot all pass the ceiling. `release` gives the place back when
   * nothing is kept after all.
   */
  hold(now = Date.now()): { release: () => void } {
    this.keptAt.push(now);
    return {
      release: () => {
        const at = this.keptAt.lastIndexOf(now);
        if (at >= 0) this.keptAt.splice(at, 1);
      },
    };
  }
  /** A lead of the client's was kept: the client is known from now on. */
  record(client: string): void {
    remember(this.known, client);
  }
  /** The client loaded one of the site's pages. */
  visit(client: string, now = Date.now()): void {
    this.visited.delete(client);
    this.visited.set(client, now);
    if (this.visited.size > REMEMBERED_CLIENTS)
      this.visited.delete(this.visited.keys().next().value!);
  }
}

/** Adds to a set kept in the order added, forgetting the oldest past REMEMBERED_CLIENTS. */
function remember(set: Set<string>, client: string): void {
  set.delete(client);
  set.add(client);
  if (set.size > REMEMBERED_CLIENTS) set.delete(set.values().next().value!);
}

/** What the files in a folder (not below it) take on the disk, in whole blocks as the disk gives them. */
export function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    if (!entry.isFile()) return sum;
    // A lead being written is renamed, and a handled one moved, at any moment: one gone since the listing takes no room.
    const stat = statSync(join(dir, entry.name), { throwIfNoEntry: false });
    return stat ? sum + Math.max(stat.size, stat.blocks * 512) : sum;
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
