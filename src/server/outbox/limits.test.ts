// The ceiling of leads a minute from everyone, and who passes it: customers and visitors, held
// by network, so that many addresses cannot get around it.
import { describe, expect, it } from "vitest";
import { AllClients, NETWORK_LEADS_PAST_CEILING, networkOf } from "./limits.ts";

const T0 = Date.UTC(2026, 10, 28, 12);
/** Sends a lead as the outbox does: asks, then holds a place and records the customer. */
function send(all: AllClients, client: string, now = T0): boolean {
  if (all.refusal(client, now)) return false;
  all.hold(client, now);
  all.record(client, now);
  return true;
}
/** Fills this minute's ceiling from clients no one has seen. */
function fill(all: AllClients, ceiling: number, now = T0) {
  for (let n = 0; n < ceiling; n++) expect(send(all, `192.0.2.${n}`, now)).toBe(true);
}
/** A browser loads a page: its HTML, then its stylesheet. */
const browse = (all: AllClients, client: string, now = T0) => {
  all.loaded(client, "page", now);
  all.loaded(client, "stylesheet", now);
};

describe("the ceiling of leads a minute from everyone", () => {
  it("knows a network by its /24 or /48", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
  });

  it("lets a visitor through only after a page and its stylesheet, as a browser loads them", () => {
    const all = new AllClients(3);
    fill(all, 3);
    all.loaded("198.51.100.1", "page", T0);
    expect(send(all, "198.51.100.1")).toBe(false);
    all.loaded("198.51.100.2", "stylesheet", T0);
    expect(send(all, "198.51.100.2")).toBe(false);
    browse(all, "198.51.100.3");
    expect(send(all, "198.51.100.3")).toBe(true);
  });

  it("holds a flood whose addresses each load a page first to the ceiling, while visitors from other networks get through", () => {
    const all = new AllClients(30);
    const floodKept = Array.from({ length: 200 }, (_, n) => {
      const client = `203.0.113.${n}`;
      browse(all, client);
      return send(all, client) && send(all, client);
    }).filter(Boolean).length;
    expect(floodKept).toBeLessThanOrEqual(30 + NETWORK_LEADS_PAST_CEILING);
    for (let n = 0; n < 20; n++) {
      browse(all, `198.51.${n}.10`);
      expect(send(all, `198.51.${n}.10`)).toBe(true);
    }
  });

  it("holds the customers of one network to a few leads a minute past it, and lets them send again the next minute", () => {
    const all = new AllClients(2);
    for (let n = 0; n < 10; n++) send(all, `203.0.113.${n}`, T0 - 120_000);
    fill(all, 2);
    const passed = Array.from({ length: 10 }, (_, n) => send(all, `203.0.113.${n}`)).filter(
      Boolean,
    ).length;
    expect(passed).toBe(NETWORK_LEADS_PAST_CEILING);
    expect(send(all, "203.0.113.9", T0 + 61_000)).toBe(true);
  });

  it("does not forget a visitor for 50,000 others from a few networks", () => {
    const all = new AllClients(1);
    browse(all, "198.51.100.7");
    for (let n = 0; n < 50_000; n++) browse(all, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
    fill(all, 1);
    expect(send(all, "198.51.100.7")).toBe(true);
  });

  it("does not forget a customer for many others, within a week", () => {
    const all = new AllClients(1);
    send(all, "198.51.100.8", T0 - 6 * 86_400_000);
    for (let n = 0; n < 100_000; n++) all.record(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, T0);
    fill(all, 1);
    expect(send(all, "198.51.100.8")).toBe(true);
  });
});
