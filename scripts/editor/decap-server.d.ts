// decap-server ships no types: the one function the local backend uses.
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";
  // A CommonJS module: its functions are read from its default export.
  const middlewares: {
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
