// Drives yaml-language-server, the engine of the VS Code YAML extension, over stdio the way the
// extension does: initialise with the workspace folder, answer its workspace/configuration pulls
// with the editor's settings, open documents and collect the diagnostics it publishes.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from "vscode-jsonrpc/node";

export interface Position {
  line: number;
  character: number;
}
export interface LspDiagnostic {
  range: { start: Position; end: Position };
  message: string;
  severity?: number;
  source?: string;
}
export interface CompletionItem {
  label: string;
  kind?: number;
  insertText?: string;
}

/** VS Code settings as written in .vscode/settings.json: flat keys such as "yaml.schemas" and "[yaml]". */
export type EditorSettings = Record<string, unknown>;

// YAML_LANGUAGE_SERVER points at another server build (its bin/yaml-language-server), to compare versions by hand.
const SERVER =
  process.env.YAML_LANGUAGE_SERVER ??
  createRequire(import.meta.url).resolve("yaml-language-server/bin/yaml-language-server");
const TIMEOUT_MS = 10_000;

export const fileUri = (path: string) => pathToFileURL(path).href;

export function readEditorSettings(root: string): EditorSettings {
  return JSON.parse(readFileSync(join(root, ".vscode/settings.json"), "utf8"));
}

/** The answer to a workspace/configuration pull for `section`, built from flat VS Code settings. */
function section(settings: EditorSettings, name: string): unknown {
  if (name in settings) return settings[name];
  const prefix = `${name}.`;
  const entries = Object.entries(settings).filter(([key]) => key.startsWith(prefix));
  if (!entries.length) return null;
  // "yaml.schemaStore.enable": false reads as { schemaStore: { enable: false } }, as VS Code nests it.
  const nested: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const path = key.slice(prefix.length).split(".");
    let into = nested;
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>;
    into[path.at(-1)!] = value;
  }
  return nested;
}

export class YamlLanguageServer {
  private readonly waiting = new Map<string, ((d: LspDiagnostic[]) => void)[]>();
  /** Versions only grow, even across close and open: the server caches parsed documents by URI and version. */
  private readonly versions = new Map<string, number>();
  private readonly opened = new Set<string>();
  private settings: EditorSettings = {};
  private configured: (() => void) | undefined;
  readonly log: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    private readonly connection: MessageConnection,
  ) {
    connection.onNotification(
      "textDocument/publishDiagnostics",
      ({ uri, diagnostics }: { uri: string; diagnostics: LspDiagnostic[] }) => {
        this.waiting.get(uri)?.shift()?.(diagnostics);
      },
    );
    // Sent once the server has applied settings (because we announce schema selection support, as VS Code does).
    connection.onNotification("yaml/schema/store/initialized", () => this.configured?.());
    connection.onNotification("window/logMessage", ({ message }: { message: string }) =>
      this.log.push(message),
    );
    connection.onRequest("workspace/configuration", ({ items }: { items: { section: string }[] }) =>
      items.map((item) => section(this.settings, item.section)),
    );
    connection.onRequest("client/registerCapability", () => null);
    connection.onRequest("window/workDoneProgress/create", () => null);
    connection.listen();
  }

  /** Starts the server for the workspace folder `root`. */
  static async start(root: string): Promise<YamlLanguageServer> {
    const child = spawn(process.execPath, [SERVER, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createMessageConnection(
      new StreamMessageReader(child.stdout!),
      new StreamMessageWriter(child.stdin!),
    );
    const server = new YamlLanguageServer(child, connection);
    child.stderr!.on("data", (chunk) => server.log.push(String(chunk)));
    const uri = fileUri(root);
    await connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: uri,
      workspaceFolders: [{ uri, name: "site" }],
      locale: "en",
      capabilities: {
        workspace: {
          configuration: true,
          workspaceFolders: true,
          didChangeConfiguration: { dynamicRegistration: true },
        },
        textDocument: {
          publishDiagnostics: { relatedInformation: true },
          completion: {
            completionItem: {
              snippetSupport: true,
              documentationFormat: ["markdown", "plaintext"],
            },
          },
          hover: { contentFormat: ["markdown", "plaintext"] },
        },
      },
    });
    // Announced before "initialized" (the handler exists once initialize has answered), so that every
    // settings pull, the first one included, ends with yaml/schema/store/initialized: configure() can
    // then wait for exactly its own pull, and no late pull revalidates documents under a test.
    await connection.sendNotification("yaml/supportSchemaSelection");
    const applied = server.settingsApplied();
    await connection.sendNotification("initialized", {});
    await applied;
    return server;
  }

  /**
   * Applies editor settings, as VS Code does when they change. The server then forgets every schema
   * it has loaded, so the next documents opened resolve the schemas afresh, in their order.
   */
  async configure(settings: EditorSettings): Promise<void> {
    this.settings = settings;
    const applied = this.settingsApplied();
    await this.connection.sendNotification("workspace/didChangeConfiguration", { settings: null });
    await applied;
  }

  private settingsApplied(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("yaml-language-server did not apply the settings")),
        TIMEOUT_MS,
      );
      this.configured = () => {
        clearTimeout(timer);
        this.configured = undefined;
        resolve();
      };
    });
  }

  private nextDiagnostics(uri: string): Promise<LspDiagnostic[]> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(uri) ?? [];
      const waiter = (d: LspDiagnostic[]) => (clearTimeout(timer), resolve(d));
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(
          new Error(
            `no diagnostics for ${uri} within ${TIMEOUT_MS} ms; server log:\n${this.log.slice(-10).join("\n")}`,
          ),
        );
      }, TIMEOUT_MS);
      queue.push(waiter);
      this.waiting.set(uri, queue);
    });
  }

  /** Opens a document with `text` (not necessarily what is on disk) and returns its diagnostics. */
  async open(uri: string, text: string): Promise<LspDiagnostic[]> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    this.opened.add(uri);
    const diagnostics = this.nextDiagnostics(uri);
    await this.connection.sendNotification("textDocument/didOpen", {
      textDocument: { uri, languageId: "yaml", version, text },
    });
    return diagnostics;
  }

  async close(uri: string): Promise<void> {
    if (!this.opened.delete(uri)) return;
    const cleared = this.nextDiagnostics(uri);
    await this.connection.sendNotification("textDocument/didClose", { textDocument: { uri } });
    await cleared;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.opened].map((uri) => this.close(uri)));
  }

  async completion(uri: string, position: Position): Promise<CompletionItem[]> {
    const result = await this.connection.sendRequest<
      { items: CompletionItem[] } | CompletionItem[] | null
    >("textDocument/completion", {
      textDocument: { uri },
      position,
    });
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  /** The schemas an open document is checked against (what VS Code shows in its status bar). */
  async schemasOf(uri: string): Promise<string[]> {
    const schemas = await this.connection.sendRequest<{ uri: string }[]>(
      "yaml/get/jsonSchema",
      uri,
    );
    return schemas.map((schema) => schema.uri);
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([
        this.connection.sendRequest("shutdown"),
        new Promise((r) => setTimeout(r, 2000)),
      ]);
      await this.connection.sendNotification("exit");
    } catch {
      // already gone
    }
    this.connection.dispose();
    if (this.child.exitCode === null) this.child.kill();
  }
}
