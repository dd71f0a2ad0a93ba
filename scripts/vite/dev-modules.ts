// How npm run dev shows a change: the modules Vite holds of the changed files are dropped, and the
// pages open in a browser reload.
import type { ModuleNode, ViteDevServer } from "vite";

/**
 * Reloads the pages open in a browser. With none open nothing is sent: Vite would keep the reload
 * and reload the next page opened, which is drawn from the new files anyway, as soon as it loads.
 */
export function reloadOpenPages(server: ViteDevServer): void {
  if (server.ws.clients.size) server.ws.send({ type: "full-reload" });
}

/** Makes Vite load these modules, and every module that imports them, afresh for the next page. */
export function dropModules(server: ViteDevServer, isChanged: (file: string) => boolean): void {
  const dropped = new Set<ModuleNode>();
  const drop = (module: ModuleNode) => {
    if (dropped.has(module)) return;
    dropped.add(module);
    server.moduleGraph.invalidateModule(module);
    module.importers.forEach(drop);
  };
  for (const [file, modules] of server.moduleGraph.fileToModulesMap)
    if (isChanged(file)) modules.forEach(drop);
}
