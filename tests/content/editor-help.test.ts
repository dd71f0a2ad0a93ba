// Editor help, checked with the engine of the VS Code YAML extension (yaml-language-server): every
// content file opens without a problem, seeded mistakes are underlined on their own line, and
// completion offers a record's field names. Everything expected is read from the files and the
// schemas, so the test follows the content and the schemas as they change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { isMap, isScalar, isSeq, parseDocument, type Pair, type Scalar, type YAMLMap } from "yaml";
import { PROJECT } from "../helpers/fixture-site.ts";
import { fileUri, readEditorSettings, YamlLanguageServer, type LspDiagnostic, type EditorSettings } from "../helpers/yaml-language-server.ts";

const SCHEMAS = join(PROJECT, "schemas");
const MODELINE = /^# yaml-language-server: \$schema=(\S+)[^\n]*/;

function yamlFilesUnder(dir: string): string[] {
  if (!existsSync(join(PROJECT, dir))) return [];
  return readdirSync(join(PROJECT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => join(dir, f))
    .sort();
}

/** The files people edit, and the sample sites the tests lay over them (their YAML is edited the same way). */
const FILES = ["site.config.yaml", ...yamlFilesUnder("content"), ...yamlFilesUnder("tests/fixtures/site"), ...yamlFilesUnder("tests/fixtures/sites")];
const read = (file: string) => readFileSync(join(PROJECT, file), "utf8");
const uriOf = (file: string) => fileUri(join(PROJECT, file));
/** The schema a file names in its modeline, as the absolute file: URI the server loads. */
const modelineSchema = (file: string): string | undefined => {
  const path = MODELINE.exec(read(file))?.[1];
  return path && fileUri(join(PROJECT, dirname(file), path));
};
/** The server may spell file: URIs with escapes (file:///c%3A/...); compare them decoded. */
const normalizeUri = (uri: string) => decodeURIComponent(uri);
const WITH_SCHEMA = FILES.filter((file) => modelineSchema(file));
const first = (dir: string) => {
  const file = FILES.find((f) => dirname(f) === dir);
  if (!file) throw new Error(`no YAML file in ${dir}`);
  return file;
};

// No network in tests: the schema catalogue of schemastore.org stays off, as it does not apply here.
const OFFLINE: EditorSettings = { "yaml.schemaStore.enable": false };

interface Configuration {
  name: string;
  settings: EditorSettings;
  /** The text the editor shows for a file's content. */
  text: (content: string) => string;
}
const CONFIGURATIONS: Configuration[] = [
  {
    // A modeline wins over the settings, so the modelines are blanked (lines keep their numbers):
    // this way the settings file's mapping alone chooses every schema.
    name: "the schema mapping of .vscode/settings.json",
    settings: { ...readEditorSettings(PROJECT), ...OFFLINE },
    text: (content) => content.replace(MODELINE, "#"),
  },
  {
    name: "the files' modelines alone",
    settings: { "yaml.validate": true, ...OFFLINE },
    text: (content) => content,
  },
];

const show = (file: string, diagnostics: LspDiagnostic[]) => diagnostics.map((d) => `${file}:${d.range.start.line + 1}: ${d.message}`);

/** A copy of a real file's text with one mistake in it, and the (0-based) line the mistake is on. */
interface Seeded { file: string; text: string; line: number; what: string }

/** Replaces text[start, end) and returns the line where the replacement starts. */
function replaceAt(file: string, text: string, start: number, end: number, by: string, what: string): Seeded {
  return { file, text: text.slice(0, start) + by + text.slice(end), line: text.slice(0, start).split("\n").length - 1, what };
}

const pairOf = (map: unknown, key: string): Pair<Scalar, unknown> => {
  const pair = isMap(map) ? (map as YAMLMap<Scalar, unknown>).items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  if (!pair) throw new Error(`no "${key}" found`);
  return pair;
};
const startOf = (node: unknown) => (node as Scalar).range![0];
const endOf = (node: unknown) => (node as Scalar).range![1];
/** The field names a schema allows, at the top or inside the object fields named by `path`. */
const schemaProperties = (schemaFile: string, ...path: string[]) => {
  let schema = JSON.parse(readFileSync(join(SCHEMAS, schemaFile), "utf8"));
  for (const key of path) schema = schema.properties[key];
  return Object.keys(schema.properties);
};
/** A misspelling of `key` that is not itself a field of the schema: its last letter dropped. */
const misspell = (key: string, known: string[]) => {
  const wrong = key.slice(0, -1);
  if (known.includes(wrong)) throw new Error(`dropping a letter from "${key}" gives another field`);
  return wrong;
};

const config = () => ({ file: "site.config.yaml", text: read("site.config.yaml") });
/** The folder of the source language's files: content/pages/<it>/. */
const SOURCE = String(parseDocument(read("site.config.yaml")).getIn(["site", "defaultLanguage"]));
const business = () => {
  const { file, text } = config();
  return { file, text, phone: pairOf(parseDocument(text).get("business", true), "phone") };
};
/** The first section of the first page that has a field besides id and type. */
const pageSection = () => {
  for (const file of FILES.filter((f) => dirname(f) === `content/pages/${SOURCE}`)) {
    const text = read(file);
    const sections = parseDocument(text).get("sections", true);
    for (const section of isSeq(sections) ? sections.items : []) {
      const type = pairOf(section, "type");
      const field = (section as YAMLMap<Scalar, unknown>).items.find((p) => !["id", "type"].includes(String(p.key.value)));
      if (field) return { file, text, type, field };
    }
  }
  throw new Error("no page section with a field besides id and type");
};
const sectionSchemaFiles = readdirSync(join(SCHEMAS, "sections"));

const SEEDED: (() => Seeded)[] = [
  () => {
    const { file, text, phone } = business();
    const key = String(phone.key.value);
    return replaceAt(file, text, startOf(phone.key), endOf(phone.key), misspell(key, schemaProperties("site.schema.json", "business")), "a misspelled business key");
  },
  () => {
    const { file, text, phone } = business();
    return replaceAt(file, text, startOf(phone.value), endOf(phone.value), "[1, 2]", "a list where the phone number belongs");
  },
  () => {
    const { file, text } = config();
    const languages = parseDocument(text).getIn(["site", "languages"], true);
    const dir = pairOf(isSeq(languages) ? languages.items[0] : undefined, "dir");
    return replaceAt(file, text, startOf(dir.value), endOf(dir.value), "sideways", "a language direction outside its enum");
  },
  () => {
    const { file, text, type, field } = pageSection();
    const known = schemaProperties(`sections/${type.value}.schema.json`);
    return replaceAt(file, text, startOf(field.key), endOf(field.key), misspell(String(field.key.value), known), "a misspelled key in a page section");
  },
  () => {
    const { file, text, type } = pageSection();
    const wrong = `${type.value}s`;
    if (sectionSchemaFiles.includes(`${wrong}.schema.json`)) throw new Error(`"${wrong}" is a section type`);
    return replaceAt(file, text, startOf(type.value), endOf(type.value), wrong, "a section type typo");
  },
  () => {
    const file = first(`content/locations/${SOURCE}`);
    const text = read(file);
    const known = schemaProperties("records/location.schema.json");
    const contents = parseDocument(text).contents as YAMLMap<Scalar, unknown>;
    const pair = contents.items.at(-1)!;
    return replaceAt(file, text, startOf(pair.key), endOf(pair.key), misspell(String(pair.key.value), known), "a misspelled key in a location");
  },
];

interface Session extends Configuration {
  server: YamlLanguageServer;
}

describe("editor help", () => {
  // One server per configuration, reused by every test; both run side by side.
  const sessions: Session[] = [];
  beforeAll(async () => {
    await Promise.all(
      CONFIGURATIONS.map(async (configuration) => {
        const server = await YamlLanguageServer.start(PROJECT);
        await server.configure(configuration.settings);
        sessions.push({ ...configuration, server });
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.server.stop()));
  });

  /** Runs `step` in every configuration at once and returns its results by configuration name. */
  const inEach = async <T>(step: (session: Session) => Promise<T>): Promise<Record<string, T>> => {
    const results = await Promise.all(sessions.map(step));
    return Object.fromEntries(sessions.map((session, i) => [session.name, results[i]]));
  };
  const all = <T>(value: T) => Object.fromEntries(CONFIGURATIONS.map((configuration) => [configuration.name, value]));

  /** Opens `file` with `content` in place of what is on disk and returns its diagnostics. */
  const check = ({ server, text }: Session, file: string, content = read(file)) => server.open(uriOf(file), text(content));

  // The server caches schemas as it resolves them, so a broken reference can show only in whichever
  // file is opened first. Each order starts from a fresh cache (new settings clear it) and opens one
  // file alone, then the others at once, as an editor restoring its tabs does. Files without a
  // schema (the translations) are the same in any order, so only the first order opens them.
  // Before the others, one file of each schema is opened on its own: with files of several schemas
  // resolved at once, the server now and then checked a page against a schema it had not finished
  // resolving (every section "Matches multiple schemas", in a full test run on two busy cores).
  // That race is the server's, not the schemas': each of these files passes alone.
  it.each([`content/pages/${SOURCE}`, ".", `content/locations/${SOURCE}`].map(first).map((opener, i) => [opener, i === 0 ? FILES : WITH_SCHEMA] as const))(
    "every content file opens without a problem and with its schema, %s first",
    async (opener, files) => {
      const results = await inEach(async (session) => {
        await session.server.closeAll();
        await session.server.configure(session.settings);
        const problems = show(opener, await check(session, opener));
        const others = files.filter((f) => f !== opener);
        const withSchema = others.filter((file) => modelineSchema(file));
        const firstOfSchema = [...new Map(withSchema.map((file) => [modelineSchema(file), file])).values()];
        for (const file of firstOfSchema) problems.push(...show(file, await check(session, file)));
        const rest = others.filter((file) => !firstOfSchema.includes(file));
        const diagnostics = await Promise.all(rest.map((file) => check(session, file)));
        rest.forEach((file, i) => problems.push(...show(file, diagnostics[i])));
        // The schema each file is checked against is the one its modeline names (none without one).
        const schemas = await Promise.all(files.map((file) => session.server.schemasOf(uriOf(file))));
        const wrongSchemas = files.flatMap((file, i) => {
          const expected = modelineSchema(file) ? [modelineSchema(file)] : [];
          const used = schemas[i].map(normalizeUri);
          return JSON.stringify(used) === JSON.stringify(expected) ? [] : [`${file}: checked against ${JSON.stringify(used)}, its modeline names ${JSON.stringify(expected)}`];
        });
        return { problems, wrongSchemas };
      });
      expect(results).toEqual(all({ problems: [], wrongSchemas: [] }));
    },
  );

  it.each(SEEDED.map((make) => [make().what, make] as const))("underlines %s on its own line", async (_, make) => {
    const seeded = make();
    const results = await inEach(async (session) => {
      await session.server.closeAll();
      const diagnostics = await check(session, seeded.file, seeded.text);
      await session.server.close(uriOf(seeded.file));
      const schemaErrors = diagnostics.filter((d) => /Problems loading|Unable to load|cannot be resolved/.test(d.message));
      const onLine = diagnostics.filter((d) => d.range.start.line === seeded.line);
      return onLine.length && !schemaErrors.length ? "underlined" : { line: seeded.line + 1, got: show(seeded.file, diagnostics) };
    });
    expect(results).toEqual(all("underlined"));
  });

  it("completes the field names of a location at a new key", async () => {
    const file = first(`content/locations/${SOURCE}`);
    const lines = read(file).split("\n");
    // Keep the leading comments and the first field; the cursor goes on a new line after it.
    const keys = lines.flatMap((line, i) => (/^[A-Za-z]\w*:/.test(line) ? [i] : []));
    const kept = lines.slice(0, keys[1]);
    const firstKey = lines[keys[0]].split(":")[0];
    const expected = schemaProperties("records/location.schema.json").filter((key) => key !== firstKey);
    expect(expected.length).toBeGreaterThan(1);
    const missing = await inEach(async (session) => {
      await session.server.closeAll();
      await check(session, file, [...kept, "", ""].join("\n"));
      const items = await session.server.completion(uriOf(file), { line: kept.length, character: 0 });
      await session.server.close(uriOf(file));
      const labels = items.map((item) => item.label);
      return expected.filter((key) => !labels.includes(key));
    });
    expect(missing).toEqual(all([]));
  });
});

describe("schema references", () => {
  // yaml-language-server resolves a $ref into a file that is already being resolved further up the
  // chain in place, against the referring file's folder: a relative $ref inside the target then
  // points to the wrong folder ("Problems loading reference .../schemas/sections/defs.schema.json").
  // So no schema file may refer, directly or through others, back to itself.
  it("no schema file refers back to itself through other files", () => {
    const files = readdirSync(SCHEMAS, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    const refsOf = (node: unknown): string[] =>
      Array.isArray(node) ? node.flatMap(refsOf)
      : node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => (key === "$ref" && typeof value === "string" ? [value] : refsOf(value)))
        : [];
    const edges = new Map(
      files.map((file) => {
        const targets = refsOf(JSON.parse(readFileSync(join(SCHEMAS, file), "utf8")))
          .map((ref) => ref.split("#")[0])
          .filter(Boolean)
          .map((path) => relative(SCHEMAS, normalize(join(SCHEMAS, dirname(file), path))));
        return [file, [...new Set(targets)].filter((t) => t !== file)];
      }),
    );
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
      for (const target of edges.get(file) ?? []) visit(target, [...path, file]);
    };
    for (const file of files) visit(file, []);
    expect([...new Set(cycles)]).toEqual([]);
  });
});
