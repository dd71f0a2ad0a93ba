// Serves the built site in dist/ as it is, without building it first (npm start builds when the
// sources changed, then serves). The server itself is src/server/.
import { startServer } from "../src/server/start.ts";

await startServer();
