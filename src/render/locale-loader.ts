// Loads interface words from /locales/{lng}/{ns}.json the way the spec sets out: at most 10
// reads at once; a server error (5xx) or no answer at all is tried again up to 5 times, waiting
// 350 ms and then twice as long each time; a 4xx is final.
import type { LocaleNamespace } from "../generated/schema-types.ts";

export const LOAD_POLICY = { maxParallel: 10, retries: 5, firstDelayMs: 350 } as const;
export const UI_NAMESPACES = ["common", "nav"] as const;

export class LocaleNotLoaded extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Could not load ${url} (${status || "no answer"})`);
  }
}

let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= LOAD_POLICY.maxParallel) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function loadNamespace(lang: string, ns: string, fetchJson: typeof fetch = fetch): Promise<LocaleNamespace> {
  const url = `/locales/${lang}/${ns}.json`;
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const response = await slot(() => fetchJson(url));
      status = response.status;
      if (response.ok) return (await response.json()) as LocaleNamespace;
    } catch {
      status = 0;
    }
    const isRetriable = status === 0 || status >= 500;
    if (!isRetriable || attempt >= LOAD_POLICY.retries) throw new LocaleNotLoaded(url, status);
    await pause(LOAD_POLICY.firstDelayMs * 2 ** attempt);
  }
}

/** The interface namespaces of one language, as i18next resources. */
export async function loadInterfaceWords(lang: string, fetchJson: typeof fetch = fetch): Promise<Record<string, LocaleNamespace>> {
  const loaded = await Promise.all(UI_NAMESPACES.map(async (ns) => [ns, await loadNamespace(lang, ns, fetchJson)] as const));
  return Object.fromEntries(loaded);
}
