// The plugin that answers npm run dev's leads with npm start's own route and outbox.
import type { Plugin } from "vite";
import { resolve } from "node:path";
import { generatedSites } from "../../src/site/resolve/generated-site.ts";
import type * as PayloadSchemaModule from "../../src/leads/payload-schema.ts";
import { createLeadServer } from "../../src/server/app.ts";
import { logStreamFor } from "../../src/server/start.ts";
import { OUTBOX_PATH } from "../../src/server/outbox/outbox.ts";

/**
 * In development too, leads sent without EmailJS keys land in outbox/, through the same route and
 * outbox as npm start (src/server/), checked against the forms as the content is now. The lead
 * schema's code is loaded at the first lead, not with this config: it reads the field kinds'
 * registry, which npm run generate writes once the server starts (a fresh clone has none before).
 */
export function leadOutbox(): Plugin {
  let schemaOf: typeof PayloadSchemaModule.leadPayloadSchema | undefined;
  return {
    name: "lead-outbox",
    apply: "serve",
    async configureServer(server) {
      const { root } = server.config;
      const leads = await createLeadServer({
        dir: resolve(root, process.env.OUTBOX_DIR ?? "outbox"),
        logStream: logStreamFor(process.stdout.isTTY, process.env.LOG_FORMAT),
        forms: () => {
          const sites = generatedSites(root);
          return {
            payloadSchema: schemaOf?.(sites),
            maxRequestBytes: sites[0].delivery.maxRequestBytes,
          };
        },
      });
      server.httpServer?.once("close", () => void leads.close());
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== OUTBOX_PATH) return next();
        // Through Vite's own loader: the config's bundle must not hold it, nor Node read TypeScript.
        (
          server.ssrLoadModule("/src/leads/payload-schema.ts") as Promise<
            typeof PayloadSchemaModule
          >
        ).then(({ leadPayloadSchema }) => {
          schemaOf = leadPayloadSchema;
          leads.routing(req, res);
        }, next);
      });
    },
  };
}
